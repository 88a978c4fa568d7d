import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Flex, Heading, HStack, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { UserFilter, UsersTable_UserFragment } from '../../gql/graphql';
import { FormField } from './form-field';
import { ConfirmUserActionDialog, CreateUserDialog, EditUserDialog, type ConfirmableAction } from './user-dialogs';
import { displayName, UsersTable, type UserAction } from './users-table';

export const PAGE_SIZE = 20;
/** The screen of the audit log; the page links to it when the server opens it for this user. */
const AUDIT_PATH = '/audit';

export const UsersPageQuery = graphql(`
  query UsersPage($filter: UserFilter, $first: Int, $offset: Int, $auditPath: String!) {
    users(filter: $filter, first: $first, offset: $offset) {
      totalCount
      hasMore
      users {
        ...UsersTable_user
      }
    }
    userAdminOptions {
      roles
      types
      fixedType
      fixedAccountId
      accounts
    }
    auditAccess: routeAccess(path: $auditPath) {
      status
    }
  }
`);

interface FilterDraft {
  search: string;
  type: string;
  accountId: string;
  status: '' | 'active' | 'deactivated';
}

const EMPTY_FILTER: FilterDraft = { search: '', type: '', accountId: '', status: '' };

function toFilter(draft: FilterDraft): UserFilter {
  return {
    ...(draft.search.trim() ? { search: draft.search.trim() } : {}),
    ...(draft.type ? { type: draft.type } : {}),
    ...(draft.accountId ? { accountId: draft.accountId } : {}),
    ...(draft.status ? { deactivated: draft.status === 'deactivated' } : {}),
  };
}

type Notice = { status: 'success' | 'warning'; text: string };

const DONE_TEXT: Record<ConfirmableAction, string> = {
  deactivate: 'users.done.deactivated',
  reactivate: 'users.done.reactivated',
  passwordMail: 'users.done.passwordMail',
};

/**
 * The user administration (`/users`): the users this admin may manage, filters, pages,
 * and the actions the server allows per user. Exported as the default for the screen
 * registry, which loads it on demand.
 */
export default function UsersPage({ screen }: { screen?: { title: string } }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterDraft>(EMPTY_FILTER);
  const [filter, setFilter] = useState<UserFilter>({});
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<UsersTable_UserFragment | null>(null);
  const [confirming, setConfirming] = useState<{ action: ConfirmableAction; user: UsersTable_UserFragment } | null>(null);
  const [notice, setNotice] = useState<Notice>();

  const { data, previousData, loading, refetch } = useQuery(UsersPageQuery, {
    variables: { filter, first: PAGE_SIZE, offset, auditPath: AUDIT_PATH },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const page = shown?.users;
  const options = shown?.userAdminOptions;

  const applyFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter(toFilter(draft));
    setOffset(0);
  };
  const resetFilter = () => {
    setDraft(EMPTY_FILTER);
    setFilter({});
    setOffset(0);
  };
  const reload = () => void refetch().catch(() => undefined);

  const onAction = (action: UserAction, user: UsersTable_UserFragment) => {
    setNotice(undefined);
    if (action === 'edit') setEditing(user);
    else setConfirming({ action, user });
  };

  const from = page && page.totalCount > 0 ? offset + 1 : 0;
  const to = page ? offset + page.users.length : 0;

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Box>
          <Heading as="h1" size="xl">
            {screen?.title ?? t('users.title')}
          </Heading>
          <Text color="fg.muted" maxW="3xl" mt="1">
            {t('users.intro')}
          </Text>
        </Box>
        <HStack gap="3">
          {shown?.auditAccess.status === 'OPEN' ? (
            <Button asChild variant="ghost">
              <RouterLink to={AUDIT_PATH}>{t('users.auditLink')}</RouterLink>
            </Button>
          ) : null}
          <Button bg="brand.600" color="white" _hover={{ bg: 'brand.700' }} disabled={!options} onClick={() => setCreating(true)}>
            {t('users.create')}
          </Button>
        </HStack>
      </Flex>

      {notice ? (
        <Alert.Root status={notice.status} role={notice.status === 'warning' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Description>{notice.text}</Alert.Description>
        </Alert.Root>
      ) : null}

      <Box asChild bg="white" borderWidth="1px" rounded="md" p="4">
        <form onSubmit={applyFilter} aria-label={t('users.filter.legend')}>
          <Flex gap="4" wrap="wrap" align="flex-end">
            <Box flex="2" minW="56">
              <FormField label={t('users.filter.search')} required={false}>
                <Input name="search" type="search" value={draft.search} onChange={(event) => setDraft({ ...draft, search: event.currentTarget.value })} />
              </FormField>
            </Box>
            {options && options.types.length > 1 ? (
              <Box flex="1" minW="40">
                <FormField label={t('users.filter.type')} required={false}>
                  <NativeSelect.Root>
                    <NativeSelect.Field name="type" value={draft.type} onChange={(event) => setDraft({ ...draft, type: event.currentTarget.value })}>
                      <option value="">{t('users.filter.all')}</option>
                      {options.types.map((type) => (
                        <option key={type} value={type}>
                          {type}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </Box>
            ) : null}
            {options && options.accounts.length > 1 ? (
              <Box flex="1" minW="40">
                <FormField label={t('users.filter.account')} required={false}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="accountId"
                      value={draft.accountId}
                      onChange={(event) => setDraft({ ...draft, accountId: event.currentTarget.value })}
                    >
                      <option value="">{t('users.filter.all')}</option>
                      {options.accounts.map((account) => (
                        <option key={account} value={account}>
                          {account}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </Box>
            ) : null}
            <Box flex="1" minW="36">
              <FormField label={t('users.filter.status')} required={false}>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="status"
                    value={draft.status}
                    onChange={(event) => setDraft({ ...draft, status: event.currentTarget.value as FilterDraft['status'] })}
                  >
                    <option value="">{t('users.filter.all')}</option>
                    <option value="active">{t('users.filter.active')}</option>
                    <option value="deactivated">{t('users.filter.deactivated')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Box>
            <HStack gap="2">
              <Button type="submit" variant="outline">
                {t('users.filter.apply')}
              </Button>
              <Button variant="ghost" onClick={resetFilter}>
                {t('users.filter.reset')}
              </Button>
            </HStack>
          </Flex>
        </form>
      </Box>

      {page ? (
        page.users.length > 0 ? (
          <UsersTable users={page.users} onAction={onAction} />
        ) : (
          <Text color="fg.muted">{t('users.empty')}</Text>
        )
      ) : loading ? (
        <HStack gap="2">
          <Spinner size="sm" />
          <Text>{t('users.loading')}</Text>
        </HStack>
      ) : null}

      {page && page.totalCount > 0 ? (
        <Flex justify="space-between" align="center" gap="4">
          <Text color="fg.muted" aria-live="polite">
            {t('users.count', { from, to, total: page.totalCount })}
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
              {t('users.previous')}
            </Button>
            <Button size="sm" variant="outline" disabled={!page.hasMore} onClick={() => setOffset(offset + PAGE_SIZE)}>
              {t('users.next')}
            </Button>
          </HStack>
        </Flex>
      ) : null}

      {options ? (
        <CreateUserDialog
          open={creating}
          options={options}
          onHide={() => setCreating(false)}
          onCreated={(email, warning) => {
            setCreating(false);
            setNotice(warning ? { status: 'warning', text: warning } : { status: 'success', text: t('users.done.created', { email }) });
            reload();
          }}
        />
      ) : null}
      <EditUserDialog
        user={editing}
        roles={options?.roles ?? []}
        onHide={() => setEditing(null)}
        onSaved={(name) => {
          setEditing(null);
          setNotice({ status: 'success', text: t('users.done.updated', { name }) });
          reload();
        }}
      />
      <ConfirmUserActionDialog
        pendingAction={confirming}
        onHide={() => setConfirming(null)}
        onDone={(action, user) => {
          setConfirming(null);
          setNotice({ status: 'success', text: t(DONE_TEXT[action], { name: displayName(user), email: user.email ?? '' }) });
          reload();
        }}
      />
    </Stack>
  );
}
