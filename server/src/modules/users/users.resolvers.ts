/**
 * Resolvers of `schema/users.graphql`. They translate: access, rules, audit and mail live
 * in `users.service.ts`.
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { UsersService } from './users.service';

export function createUsersResolvers({ users }: { users: UsersService }): Resolvers {
  return {
    Query: {
      users: (_parent, { filter, page }, context) => users.list(context, filter ?? {}, page ?? {}),
      userAdminOptions: (_parent, _args, context) => users.options(context),
    },
    Mutation: {
      createUser: (_parent, { input }, context) => users.create(context, input),
      updateUser: (_parent, { input }, context) => users.update(context, input),
      deactivateUser: (_parent, { userId }, context) => users.deactivate(context, userId),
      reactivateUser: (_parent, { userId }, context) => users.reactivate(context, userId),
      sendPasswordMail: (_parent, { userId }, context) => users.sendPasswordMail(context, userId),
    },
  };
}
