import { useState, type FormEvent } from 'react';
import { Alert, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { validateField, type FieldId } from '@shared/validation';
import { graphql } from '../../gql';
import type { UsersTable_UserFragment } from '../../gql/graphql';
import { Modal } from '../../components/modal';
import { FormField, fieldErrorMap } from './form-field';
import { useSingleFlight } from '../../lib/use-single-flight';
import { displayName, type UserAction } from './users-table';

const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      ok
      user {
        ...UsersTable_user
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

const UpdateUserMutation = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      ok
      user {
        ...UsersTable_user
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

const DeactivateUserMutation = graphql(`
  mutation DeactivateUser($userId: ID!) {
    deactivateUser(userId: $userId) {
      ok
      error {
        message
      }
    }
  }
`);

const ReactivateUserMutation = graphql(`
  mutation ReactivateUser($userId: ID!) {
    reactivateUser(userId: $userId) {
      ok
      error {
        message
      }
    }
  }
`);

const SendPasswordMailMutation = graphql(`
  mutation SendPasswordMail($userId: ID!) {
    sendPasswordMail(userId: $userId) {
      ok
      error {
        message
      }
    }
  }
`);

/** What the create form may offer (from `userAdminOptions`). */
export interface CreateOptions {
  roles: readonly string[];
  types: readonly string[];
  fixedType: string | null;
  fixedAccountId: string | null;
  accounts: readonly string[];
}

function useLanguage(): 'de' | 'en' {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'de';
}

/** A failed request has reached the portal's error modal through the Apollo error link. */
const reportedElsewhere = () => undefined;

function ErrorNotice({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}

interface NewUser {
  email: string;
  name: string;
  role: string;
  type: string;
  accountId: string;
}

/** Creating a user: the sign-up fields without a password; the user receives an invitation. */
/** Called after the user was created; `warning` when the invitation could not be sent. */
export type OnCreated = (email: string, warning: string | undefined) => void;

export function CreateUserDialog({ open, options, onHide, onCreated }: { open: boolean; options: CreateOptions; onHide: () => void; onCreated: OnCreated }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('users.form.createTitle')} onHide={onHide}>
      <CreateUserForm options={options} onCancel={onHide} onCreated={onCreated} />
    </Modal>
  );
}

function CreateUserForm({ options, onCancel, onCreated }: { options: CreateOptions; onCancel: () => void; onCreated: OnCreated }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [values, setValues] = useState<NewUser>({ email: '', name: '', role: '', type: options.fixedType ?? '', accountId: options.fixedAccountId ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [createUser] = useMutation(CreateUserMutation);
  const { pending, run } = useSingleFlight();
  const set = (field: keyof NewUser) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const check = (field: keyof NewUser, value: string): string | undefined => {
    const id: FieldId = field === 'accountId' ? 'accountid' : field;
    return validateField(id, field === 'email' ? value.trim() : value, { language });
  };
  const onBlur = (field: keyof NewUser) => () => {
    if (values[field] === '') return;
    setErrors((current) => {
      const next = { ...current };
      const error = check(field, values[field]);
      if (error) next[field] = error;
      else delete next[field];
      return next;
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      setMessage(undefined);
      const clientErrors: Record<string, string> = {};
      for (const field of ['email', 'name', 'role', 'type', 'accountId'] as const) {
        const error = check(field, values[field]);
        if (error) clientErrors[field] = error;
      }
      setErrors(clientErrors);
      if (Object.keys(clientErrors).length > 0) return;
      const input = { email: values.email.trim(), name: values.name.trim(), role: values.role, type: values.type, accountId: values.accountId.trim() || null };
      const { data } = (await createUser({ variables: { input } }).catch(reportedElsewhere)) ?? {};
      const result = data?.createUser;
      if (!result) return;
      if (result.user) onCreated(input.email, result.ok ? undefined : result.error?.message);
      else {
        setErrors(fieldErrorMap(result.error?.fieldErrors));
        setMessage(result.error?.message);
      }
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('users.form.createTitle')}>
      <Stack gap="4">
        <Text color="fg.muted">{t('users.form.invitationHint')}</Text>
        <ErrorNotice message={message} />
        <FormField label={t('users.form.email')} error={errors['email']}>
          <Input
            name="email"
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(event) => set('email')(event.currentTarget.value)}
            onBlur={onBlur('email')}
          />
        </FormField>
        <FormField label={t('users.form.name')} error={errors['name']}>
          <Input name="name" autoComplete="off" value={values.name} onChange={(event) => set('name')(event.currentTarget.value)} onBlur={onBlur('name')} />
        </FormField>
        <FormField label={t('users.form.role')} error={errors['role']}>
          <NativeSelect.Root>
            <NativeSelect.Field name="role" value={values.role} onChange={(event) => set('role')(event.currentTarget.value)} onBlur={onBlur('role')}>
              <option value="">{t('users.form.choose')}</option>
              {options.roles.map((role) => (
                <option key={role} value={role}>
                  {t(`users.roles.${role}`, { defaultValue: role })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {options.fixedType === null ? (
          <FormField label={t('users.form.type')} error={errors['type']}>
            <NativeSelect.Root>
              <NativeSelect.Field name="type" value={values.type} onChange={(event) => set('type')(event.currentTarget.value)} onBlur={onBlur('type')}>
                <option value="">{t('users.form.choose')}</option>
                {options.types.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : (
          <FormField label={t('users.form.type')} error={errors['type']} required={false}>
            <Text>{t('users.form.fixed', { value: options.fixedType })}</Text>
          </FormField>
        )}
        {options.fixedAccountId === null ? (
          <FormField label={t('users.form.account')} error={errors['accountId']} helperText={t('users.form.accountHelp')} required={false}>
            <Input
              name="accountId"
              list="user-accounts"
              autoComplete="off"
              value={values.accountId}
              onChange={(event) => set('accountId')(event.currentTarget.value)}
              onBlur={onBlur('accountId')}
            />
            <datalist id="user-accounts">
              {options.accounts.map((account) => (
                <option key={account} value={account} />
              ))}
            </datalist>
          </FormField>
        ) : (
          <FormField label={t('users.form.account')} error={errors['accountId']} required={false}>
            <Text>{t('users.form.fixed', { value: options.fixedAccountId })}</Text>
          </FormField>
        )}
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending} loadingText={t('users.form.create')} bg="brand.600" color="white" _hover={{ bg: 'brand.700' }}>
            {t('users.form.create')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Changing name and role; the role only when the server allows it for this user. */
export function EditUserDialog({
  user,
  roles,
  onHide,
  onSaved,
}: {
  user: UsersTable_UserFragment | null;
  roles: readonly string[];
  onHide: () => void;
  onSaved: (name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={user !== null} title={t('users.form.editTitle')} onHide={onHide}>
      {user ? <EditUserForm user={user} roles={roles} onCancel={onHide} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function EditUserForm({
  user,
  roles,
  onCancel,
  onSaved,
}: {
  user: UsersTable_UserFragment;
  roles: readonly string[];
  onCancel: () => void;
  onSaved: (name: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [name, setName] = useState(user.name ?? '');
  const [role, setRole] = useState(user.role);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [updateUser] = useMutation(UpdateUserMutation);
  const { pending, run } = useSingleFlight();
  const canChangeRole = user.permissions.canChangeRole;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      setMessage(undefined);
      const nameError = validateField('name', name, { language });
      setErrors(nameError ? { name: nameError } : {});
      if (nameError) return;
      const input = { userId: user.userId, name: name.trim(), ...(canChangeRole && role !== user.role ? { role } : {}) };
      const { data } = (await updateUser({ variables: { input } }).catch(reportedElsewhere)) ?? {};
      const result = data?.updateUser;
      if (!result) return;
      if (result.ok) onSaved(input.name);
      else {
        setErrors(fieldErrorMap(result.error?.fieldErrors));
        setMessage(result.error?.message);
      }
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('users.form.editTitle')}>
      <Stack gap="4">
        <Text color="fg.muted">{user.email}</Text>
        <ErrorNotice message={message} />
        <FormField label={t('users.form.name')} error={errors['name']}>
          <Input name="name" autoComplete="off" value={name} onChange={(event) => setName(event.currentTarget.value)} />
        </FormField>
        <FormField label={t('users.form.role')} error={errors['role']} helperText={canChangeRole ? undefined : t('users.form.roleLocked')}>
          <NativeSelect.Root disabled={!canChangeRole}>
            <NativeSelect.Field name="role" value={role} onChange={(event) => setRole(event.currentTarget.value)}>
              {(roles.includes(user.role) ? roles : [user.role, ...roles]).map((option) => (
                <option key={option} value={option}>
                  {t(`users.roles.${option}`, { defaultValue: option })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending} loadingText={t('users.form.save')} bg="brand.600" color="white" _hover={{ bg: 'brand.700' }}>
            {t('users.form.save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export type ConfirmableAction = Exclude<UserAction, 'edit'>;

const CONFIRM_TEXT: Record<ConfirmableAction, { title: string; body: string; button: string; palette: string }> = {
  deactivate: { title: 'users.confirm.deactivateTitle', body: 'users.confirm.deactivate', button: 'users.actions.deactivate', palette: 'red' },
  reactivate: { title: 'users.confirm.reactivateTitle', body: 'users.confirm.reactivate', button: 'users.actions.reactivate', palette: 'green' },
  passwordMail: { title: 'users.confirm.passwordMailTitle', body: 'users.confirm.passwordMail', button: 'users.actions.passwordMail', palette: 'teal' },
};

/** Asks before deactivating, reactivating or mailing; shows the server's refusal in place. */
export function ConfirmUserActionDialog({
  pendingAction,
  onHide,
  onDone,
}: {
  pendingAction: { action: ConfirmableAction; user: UsersTable_UserFragment } | null;
  onHide: () => void;
  onDone: (action: ConfirmableAction, user: UsersTable_UserFragment) => void;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string>();
  const [deactivate] = useMutation(DeactivateUserMutation);
  const [reactivate] = useMutation(ReactivateUserMutation);
  const [sendPasswordMail] = useMutation(SendPasswordMailMutation);
  const { pending, run } = useSingleFlight();
  const texts = pendingAction ? CONFIRM_TEXT[pendingAction.action] : null;

  const hide = () => {
    setMessage(undefined);
    onHide();
  };

  const confirm = () =>
    void run(async () => {
      if (!pendingAction) return;
      const { action, user } = pendingAction;
      const variables = { userId: user.userId };
      setMessage(undefined);
      let result: { ok: boolean; error?: { message: string } | null } | undefined;
      if (action === 'deactivate') result = (await deactivate({ variables }).catch(reportedElsewhere))?.data?.deactivateUser;
      else if (action === 'reactivate') result = (await reactivate({ variables }).catch(reportedElsewhere))?.data?.reactivateUser;
      else result = (await sendPasswordMail({ variables }).catch(reportedElsewhere))?.data?.sendPasswordMail;
      if (!result) return;
      if (result.ok) {
        setMessage(undefined);
        onDone(action, user);
      } else setMessage(result.error?.message);
    });

  return (
    <Modal
      open={pendingAction !== null}
      size="sm"
      title={texts ? t(texts.title) : ''}
      onHide={hide}
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={hide} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette={texts?.palette} loading={pending} loadingText={texts ? t(texts.button) : undefined} onClick={confirm}>
            {texts ? t(texts.button) : null}
          </Button>
        </HStack>
      }
    >
      {pendingAction && texts ? (
        <Stack gap="3">
          <Text>{t(texts.body, { name: displayName(pendingAction.user), email: pendingAction.user.email ?? '' })}</Text>
          <ErrorNotice message={message} />
        </Stack>
      ) : null}
    </Modal>
  );
}
