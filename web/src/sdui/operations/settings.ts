import { graphql } from '../../gql';
import { inputMutation, itemQuery, optionSource, refusal } from './operation';

/** An account's settings as the form shows them: read by `AccountSettings`, answered again by a save. */
export const AccountSettingsFieldsFragment = graphql(`
  fragment AccountSettings_fields on AccountSettings {
    accountId
    contactName
    street
    postcode
    place
    phone
    email
    noticeEmails
    mailLanguage
    updatedAt
    updatedBy
  }
`);

/** `/settings`: the settings of one account, the form's initial values (an admin's own; a superadmin names one). */
export const AccountSettingsQuery = graphql(`
  query AccountSettings($accountId: String) {
    accountSettings(accountId: $accountId) {
      ...AccountSettings_fields
    }
  }
`);

/** Which accounts' settings the user may open: the choice of a superadmin (one account for an admin: no choice). */
export const SettingsAccountsQuery = graphql(`
  query SettingsAccounts {
    settingsAccounts {
      canChoose
      current
      accounts
    }
  }
`);

export const UpdateAccountSettingsMutation = graphql(`
  mutation UpdateAccountSettings($accountId: String, $input: AccountSettingsInput!) {
    updateAccountSettings(accountId: $accountId, input: $input) {
      ok
      settings {
        ...AccountSettings_fields
      }
      error {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);

export const settingsOperations = {
  AccountSettings: itemQuery(AccountSettingsQuery, (data) => data.accountSettings),
  UpdateAccountSettings: inputMutation(UpdateAccountSettingsMutation, ({ updateAccountSettings: result }) => ({
    ok: result.ok,
    value: result.settings ?? null,
    error: refusal(result.error),
  })),
};

export const settingsOptionSources = {
  settingsAccounts: optionSource(
    SettingsAccountsQuery,
    (data) => data.settingsAccounts.accounts.map((account) => ({ value: account, label: account })),
    (data) => data.settingsAccounts.current,
  ),
};
