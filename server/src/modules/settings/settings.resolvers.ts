/**
 * Resolvers of `schema/settings.graphql`. They translate: access, validation, storage
 * and audit live in `settings.service.ts`.
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { SettingsService } from './settings.service';

export function createSettingsResolvers({ settings }: { settings: SettingsService }): Resolvers {
  return {
    Query: {
      accountSettings: (_parent, { accountId }, context) => settings.read(context, accountId),
      settingsAccounts: (_parent, _args, context) => settings.accounts(context),
    },
    Mutation: {
      updateAccountSettings: (_parent, { accountId, input }, context) => settings.update(context, accountId, input),
    },
  };
}
