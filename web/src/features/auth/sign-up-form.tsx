import { useState, type FormEvent } from 'react';
import { Stack } from '@chakra-ui/react';
import { ROLE_OPTIONS, TYPE_OPTIONS, validateField, validateSignUpForm, type FieldId } from '@fibre-portal/shared/validation';
import { describeUnexpectedError, ErrorDialog, serverFieldErrors, type UnexpectedError } from './errors';
import { EmailField, PasswordField, SubmitButton, TextField } from './form-fields';
import { SelectField } from './select-field';
import { FormMessage } from './messages';
import { useSingleFlight } from '../../lib/use-single-flight';
import { useValidationLanguage } from './use-validation-language';
import { sessionLibrary } from '../../lib/session';
import { useTranslation } from '../../lib/i18n';
import './texts';

/** The sign-up form fields of SPEC.md §3. */
export interface SignUpValues {
  email: string;
  password: string;
  name: string;
  role: string;
  type: string;
  /** Optional: empty means none. */
  accountid: string;
}

/** What a sign-up answers: the statuses of POST /auth/signup that the form shows. */
export type SignUpResult =
  { status: 'OK' } | { status: 'FIELD_ERROR'; formFields: ReadonlyArray<{ id: string; error: string }> } | { status: 'SIGN_UP_NOT_ALLOWED'; reason: string };

export interface SignUpFormProps {
  /** Prefilled values, e.g. the admin's own accountid and type. */
  initialValues?: Partial<SignUpValues>;
  /** Choices for role and type; default all of `@fibre-portal/shared/validation`. An admin screen may narrow them. */
  roleOptions?: readonly string[];
  typeOptions?: readonly string[];
  /** Sends the form. Default: POST /auth/signup through supertokens-web-js with the caller's session. */
  submit?: (values: SignUpValues) => Promise<SignUpResult>;
  /** Called after the user was created; the form then empties its fields for the next one. */
  onCreated?: (values: SignUpValues) => void;
}

const FIELD_ORDER: readonly (keyof SignUpValues)[] = ['email', 'password', 'name', 'role', 'type', 'accountid'];

/** POST /auth/signup. The BFF allows it only for an admin or superadmin session. */
export async function signUpWithSupertokens(values: SignUpValues): Promise<SignUpResult> {
  const formFields = FIELD_ORDER.filter((id) => id !== 'accountid' || values.accountid !== '').map((id) => ({ id, value: values[id] }));
  const response = await (await sessionLibrary()).EmailPassword.signUp({ formFields });
  switch (response.status) {
    case 'OK':
      return { status: 'OK' };
    case 'FIELD_ERROR':
      return { status: 'FIELD_ERROR', formFields: response.formFields };
    case 'SIGN_UP_NOT_ALLOWED':
      return { status: 'SIGN_UP_NOT_ALLOWED', reason: response.reason };
  }
}

function emptyValues(initial: Partial<SignUpValues> = {}): SignUpValues {
  return { email: '', password: '', name: '', role: '', type: '', accountid: '', ...initial };
}

/**
 * Creates a user (email, password, name, role, type, optional accountid) — the form of the
 * user administration. Validates with the rules and German messages of `@fibre-portal/shared/validation`
 * (the ones the server applies), on blur and on submit, and shows the server's field errors
 * beside the fields. An e-mail that already exists is reported as soon as the field is left.
 */
export function SignUpForm({
  initialValues,
  roleOptions = ROLE_OPTIONS,
  typeOptions = TYPE_OPTIONS,
  submit = signUpWithSupertokens,
  onCreated,
}: SignUpFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SignUpValues>(() => emptyValues(initialValues));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notAllowed, setNotAllowed] = useState<string>();
  const [created, setCreated] = useState<string>();
  const [unexpected, setUnexpected] = useState<UnexpectedError>();
  const { pending, run } = useSingleFlight();
  const language = useValidationLanguage();

  const setValue = (id: keyof SignUpValues) => (value: string) => setValues((current) => ({ ...current, [id]: value }));

  const setFieldError = (id: FieldId, message: string | undefined) =>
    setErrors((current) => {
      const next = { ...current };
      if (message) next[id] = message;
      else delete next[id];
      return next;
    });

  const validateOnBlur = (id: keyof SignUpValues) => () => {
    // An untouched empty field is not an error yet; submitting reports it.
    if (values[id] === '') return;
    const value = id === 'email' ? values.email.trim() : values[id];
    setFieldError(id, validateField(id, value, { signUp: true, language }));
  };

  const checkEmailExists = async () => {
    const email = values.email.trim();
    if (!email || validateField('email', email, { language })) return validateOnBlur('email')();
    setFieldError('email', undefined);
    try {
      const { doesExist } = await (await sessionLibrary()).EmailPassword.doesEmailExist({ email });
      if (doesExist) setFieldError('email', t('auth.signUp.emailExists'));
    } catch {
      // Only a hint; submitting checks again on the server.
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const toSend = { ...values, email: values.email.trim(), accountid: values.accountid.trim() };
      const clientErrors = validateSignUpForm(toSend, language);
      setErrors(clientErrors);
      setNotAllowed(undefined);
      setCreated(undefined);
      if (Object.keys(clientErrors).length > 0) return;
      try {
        const result = await submit(toSend);
        switch (result.status) {
          case 'OK':
            setCreated(toSend.email);
            setValues(emptyValues(initialValues));
            onCreated?.(toSend);
            return;
          case 'FIELD_ERROR':
            setErrors(serverFieldErrors(result.formFields, t));
            return;
          case 'SIGN_UP_NOT_ALLOWED':
            setNotAllowed(result.reason);
            return;
        }
      } catch (error) {
        setUnexpected(await describeUnexpectedError(error, t));
      }
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('auth.signUp.title')}>
      <Stack gap="5">
        {created ? <FormMessage status="success">{t('auth.signUp.created', { email: created })}</FormMessage> : null}
        {notAllowed ? (
          <FormMessage status="error" title={t('auth.signUp.notAllowed')}>
            {notAllowed}
          </FormMessage>
        ) : null}
        <EmailField value={values.email} error={errors['email']} autoComplete="off" onChange={setValue('email')} onBlur={() => void checkEmailExists()} />
        <PasswordField
          name="password"
          label={t('auth.password')}
          value={values.password}
          error={errors['password']}
          autoComplete="new-password"
          onChange={setValue('password')}
          onBlur={validateOnBlur('password')}
        />
        <TextField
          name="name"
          label={t('auth.signUp.name')}
          value={values.name}
          error={errors['name']}
          autoComplete="off"
          onChange={setValue('name')}
          onBlur={validateOnBlur('name')}
        />
        <SelectField
          name="role"
          label={t('auth.signUp.role')}
          value={values.role}
          error={errors['role']}
          options={roleOptions}
          placeholder={t('auth.signUp.choose')}
          onChange={setValue('role')}
          onBlur={validateOnBlur('role')}
        />
        <SelectField
          name="type"
          label={t('auth.signUp.type')}
          value={values.type}
          error={errors['type']}
          options={typeOptions}
          placeholder={t('auth.signUp.choose')}
          onChange={setValue('type')}
          onBlur={validateOnBlur('type')}
        />
        <TextField
          name="accountid"
          label={t('auth.signUp.accountid')}
          value={values.accountid}
          error={errors['accountid']}
          required={false}
          helperText={t('auth.signUp.optional')}
          autoComplete="off"
          onChange={setValue('accountid')}
        />
        <SubmitButton pending={pending}>{t('auth.signUp.submit')}</SubmitButton>
      </Stack>
      <ErrorDialog error={unexpected} onClose={() => setUnexpected(undefined)} />
    </form>
  );
}
