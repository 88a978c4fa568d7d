import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { UsersTable_UserFragment } from '../../gql/graphql';

export const UsersTableFragment = graphql(`
  fragment UsersTable_user on ManagedUser {
    userId
    email
    name
    role
    type
    accountId
    deactivated
    isSelf
    permissions {
      canEdit
      canChangeRole
      canDeactivate
      canReactivate
      canSendPasswordMail
    }
  }
`);

export type UserAction = 'edit' | 'deactivate' | 'reactivate' | 'passwordMail';

export interface UsersTableProps {
  users: readonly UsersTable_UserFragment[];
  onAction: (action: UserAction, user: UsersTable_UserFragment) => void;
}

/** The display name of a user in texts: the name, else the e-mail. */
export const displayName = (user: Pick<UsersTable_UserFragment, 'name' | 'email' | 'userId'>) => user.name ?? user.email ?? user.userId;

/**
 * The users of one page. Each row offers exactly the actions the server allows for that
 * user (`permissions`); the client decides nothing about roles itself.
 */
export function UsersTable({ users, onAction }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('users.columns.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('users.columns.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('users.columns.role')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('users.columns.type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('users.columns.account')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('users.columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('users.columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => {
            const { permissions } = user;
            const name = displayName(user);
            return (
              <Table.Row key={user.userId} data-user={user.email ?? user.userId}>
                <Table.Cell fontWeight="medium">
                  {user.name ?? '–'}
                  {user.isSelf ? (
                    <Badge ms="2" colorPalette="blue" variant="subtle">
                      {t('users.you')}
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{user.email ?? '–'}</Table.Cell>
                <Table.Cell>{t(`users.roles.${user.role}`, { defaultValue: user.role })}</Table.Cell>
                <Table.Cell>{user.type}</Table.Cell>
                <Table.Cell>{user.accountId ?? '–'}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={user.deactivated ? 'red' : 'green'} variant="subtle">
                    {user.deactivated ? t('users.status.deactivated') : t('users.status.active')}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1" wrap="wrap" role="group" aria-label={t('users.actions.menu', { name })}>
                    {permissions.canEdit ? (
                      <Button size="xs" variant="outline" onClick={() => onAction('edit', user)}>
                        {t('users.actions.edit')}
                      </Button>
                    ) : null}
                    {permissions.canDeactivate ? (
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => onAction('deactivate', user)}>
                        {t('users.actions.deactivate')}
                      </Button>
                    ) : null}
                    {permissions.canReactivate ? (
                      <Button size="xs" variant="outline" colorPalette="green" onClick={() => onAction('reactivate', user)}>
                        {t('users.actions.reactivate')}
                      </Button>
                    ) : null}
                    {permissions.canSendPasswordMail ? (
                      <Button size="xs" variant="ghost" onClick={() => onAction('passwordMail', user)}>
                        {t('users.actions.passwordMail')}
                      </Button>
                    ) : null}
                    {!permissions.canEdit && !permissions.canDeactivate && !permissions.canReactivate && !permissions.canSendPasswordMail ? (
                      <Text color="fg.muted">–</Text>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
