import { graphql } from '../../gql';
import { argsMutation, inputMutation, listQuery, optionSource, type MutationOutcome, type MutationRefusal } from './operation';

/** `/users`: one page of the users this admin may manage, with what the server allows per user. */
export const UserListQuery = graphql(`
  query UserList($filter: UserFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
    users(filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
      items {
        ...UserList_user
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`);

export const UserListUserFragment = graphql(`
  fragment UserList_user on ManagedUser {
    userId
    email
    name
    displayName
    role
    type
    accountId
    deactivated
    isSelf
    createdAt
    permissions {
      canEdit
      canChangeRole
      canDeactivate
      canReactivate
      canSendPasswordMail
    }
  }
`);

/** What the create form and the filters may offer this admin; an admin's own type and account are fixed. */
export const UserAdminOptionsQuery = graphql(`
  query UserAdminOptions {
    userAdminOptions {
      roles
      types
      fixedType
      fixedAccountId
      accounts
    }
  }
`);

const UserResultFragment = graphql(`
  fragment UserResult_result on UserResult {
    ok
    user {
      ...UserList_user
    }
    error {
      message
      fieldErrors {
        field
        message
      }
    }
  }
`);
void UserResultFragment;

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      ...UserResult_result
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      ...UserResult_result
    }
  }
`);

export const DeactivateUserMutation = graphql(`
  mutation DeactivateUser($userId: ID!) {
    deactivateUser(userId: $userId) {
      ...UserResult_result
    }
  }
`);

export const ReactivateUserMutation = graphql(`
  mutation ReactivateUser($userId: ID!) {
    reactivateUser(userId: $userId) {
      ...UserResult_result
    }
  }
`);

export const SendPasswordMailMutation = graphql(`
  mutation SendPasswordMail($userId: ID!) {
    sendPasswordMail(userId: $userId) {
      ...UserResult_result
    }
  }
`);

interface UserResultLike {
  ok: boolean;
  user?: object | null;
  error?: { message: string; fieldErrors: ReadonlyArray<{ field: string; message: string }> } | null;
}

/**
 * A user mutation's answer: done, refused, or done with a warning (the user was created
 * but the invitation mail failed: `ok` false with the user).
 */
function userOutcome(result: UserResultLike): MutationOutcome {
  const error: MutationRefusal | null = result.error ? { message: result.error.message, fieldErrors: result.error.fieldErrors } : null;
  if (!result.ok && result.user) return { ok: true, value: result.user, warning: error?.message ?? null, error: null };
  return { ok: result.ok, value: result.user ?? null, error };
}

export const userOperations = {
  UserList: listQuery(UserListQuery, (data) => data.users),
  CreateUser: inputMutation(CreateUserMutation, (data) => userOutcome(data.createUser as UserResultLike)),
  UpdateUser: inputMutation(UpdateUserMutation, (data) => userOutcome(data.updateUser as UserResultLike)),
  DeactivateUser: argsMutation(DeactivateUserMutation, (data) => userOutcome(data.deactivateUser as UserResultLike)),
  ReactivateUser: argsMutation(ReactivateUserMutation, (data) => userOutcome(data.reactivateUser as UserResultLike)),
  SendPasswordMail: argsMutation(SendPasswordMailMutation, (data) => userOutcome(data.sendPasswordMail as UserResultLike)),
};

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export const userOptionSources = {
  userRoles: optionSource(UserAdminOptionsQuery, (data) => plain(data.userAdminOptions.roles)),
  userTypes: optionSource(
    UserAdminOptionsQuery,
    (data) => plain(data.userAdminOptions.types),
    undefined,
    (data) => data.userAdminOptions.fixedType,
  ),
  userAccounts: optionSource(
    UserAdminOptionsQuery,
    (data) => plain(data.userAdminOptions.accounts),
    undefined,
    (data) => data.userAdminOptions.fixedAccountId,
  ),
};
