import { useId, useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { AccountSwitch_AccountFragment } from '../../gql/graphql';
import { PlainSelect } from '../../components/plain-select';
import { useTranslation } from '../../lib/i18n';
import { useClientQuery } from '../../lib/client-query';
import { useClientMutation } from '../../lib/client-mutation';

export const AccountSwitchFragment = graphql(`
  fragment AccountSwitch_account on AdminAccount {
    userId
    type
    name
    email
    accountId
    current
  }
`);

export const AdminAccountsQuery = graphql(`
  query AdminAccounts {
    adminAccounts {
      ...AccountSwitch_account
    }
  }
`);

export const SwitchAccountMutation = graphql(`
  mutation SwitchAccount($userId: ID!) {
    switchAccount(userId: $userId) {
      ok
      error {
        message
      }
    }
  }
`);

export const SwitchBackMutation = graphql(`
  mutation SwitchBack {
    switchBack {
      ok
      error {
        message
      }
    }
  }
`);

/** The admin account the superadmin acts as, as the header names it. */
export interface ActingAsAccount {
  name: string | null;
  email: string | null;
  type: string;
  accountId: string | null;
}

/** 'type · name · e-mail · accountid', leaving out what the account does not have. */
export function accountOptionLabel(account: AccountSwitch_AccountFragment): string {
  return [account.type, account.name, account.email, account.accountId].filter((part) => part !== null && part !== '').join(' · ');
}

/**
 * 'Sie sind eingeloggt als' with the admin accounts (SPEC.md §2). Rendered only when the
 * server says the user may switch, so the list is loaded only for them. Choosing an
 * account writes it on the server, then the page reloads to show the portal as that account.
 */
export function AccountSwitch({ actingAs = null, reload = () => window.location.reload() }: { actingAs?: ActingAsAccount | null; reload?: () => void }) {
  const { t } = useTranslation();
  const selectId = useId();
  const { data, loading } = useClientQuery(AdminAccountsQuery);
  const [switchAccount, { loading: switching }] = useClientMutation(SwitchAccountMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const accounts = data?.adminAccounts ?? [];
  const current = accounts.find((account) => account.current)?.userId ?? '';

  const choose = async (userId: string) => {
    if (userId === '' || userId === current) return;
    setRefusal(null);
    const result = await switchAccount({ variables: { userId } }).catch(() => null);
    if (result?.data?.switchAccount.ok) reload();
    else if (result?.data?.switchAccount.error) setRefusal(result.data.switchAccount.error.message);
  };

  return (
    <Flex direction="column" gap="1" minW={{ base: 'full', md: '22rem' }} maxW={{ md: '28rem' }}>
      <Text asChild fontSize="sm">
        <label htmlFor={selectId}>{t('app.header.loggedInAs')}</label>
      </Text>
      <PlainSelect id={selectId} value={current} disabled={loading || switching} onChange={(event) => void choose(event.currentTarget.value)}>
        {current === '' ? (
          <option value="" disabled>
            {loading ? t('app.loading') : t('app.header.chooseAccount')}
          </option>
        ) : null}
        {accounts.map((account) => (
          <option key={account.userId} value={account.userId}>
            {accountOptionLabel(account)}
          </option>
        ))}
      </PlainSelect>
      {refusal ? (
        <Text role="alert" fontSize="sm" bg="red.50" color="red.800" px="2" py="1" borderRadius="sm">
          {refusal}
        </Text>
      ) : null}
      {actingAs ? <SwitchBack actingAs={actingAs} reload={reload} /> : null}
    </Flex>
  );
}

/**
 * Who the superadmin acts as, and 'Zurück zu meinem Konto': the server restores their own
 * metadata, then the page reloads to show the portal as themselves again.
 */
export function SwitchBack({ actingAs, reload }: { actingAs: ActingAsAccount; reload: () => void }) {
  const { t } = useTranslation();
  const [switchBack, { loading }] = useClientMutation(SwitchBackMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const who = [actingAs.name, actingAs.email].filter((part) => part !== null && part !== '').join(' · ');

  const back = async () => {
    setRefusal(null);
    const result = await switchBack().catch(() => null);
    if (result?.data?.switchBack.ok) reload();
    else setRefusal(result?.data?.switchBack.error?.message ?? t('app.header.switchBackFailed'));
  };

  return (
    <Box role="group" aria-label={t('app.header.actingAsLabel')} bg="yellow.100" color="gray.900" px="2" py="1.5" borderRadius="sm" fontSize="sm">
      <Flex align="center" justify="space-between" gap="2" wrap="wrap">
        <Text data-testid="acting-as">
          {t('app.header.actingAs', { who: who === '' ? actingAs.type : who })}
          {actingAs.accountId ? ` (${actingAs.accountId})` : ''}
        </Text>
        <Button size="xs" variant="solid" colorPalette="gray" loading={loading} onClick={() => void back()}>
          {t('app.header.switchBack')}
        </Button>
      </Flex>
      {refusal ? (
        <Text role="alert" mt="1" bg="red.50" color="red.800" px="2" py="1" borderRadius="sm">
          {refusal}
        </Text>
      ) : null}
    </Box>
  );
}
