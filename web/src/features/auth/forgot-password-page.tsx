import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { validateField } from '@fibre-portal/shared/validation';
import { AuthForm, AuthLink, AuthPanel } from './auth-layout';
import { EmailField, SubmitButton } from './form-fields';
import { FormMessage } from './messages';
import { useAuthSubmit } from './use-auth-submit';
import { sessionLibrary } from '../../lib/session';
import { useTranslation } from '../../lib/i18n';
import './texts';

/**
 * `/auth/reset-password` without a token: asks for the e-mail and sends the reset link. The
 * answer is the same whether the address exists or not, so nobody can probe for accounts.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [notAllowed, setNotAllowed] = useState<string>();
  const { fieldErrors, pending, language, submit: submitChecked, errorDialog } = useAuthSubmit();

  const send = () => {
    const trimmedEmail = email.trim();
    return submitChecked(
      () => {
        setNotAllowed(undefined);
        return { email: validateField('email', trimmedEmail, { language }) };
      },
      async () => {
        const response = await (await sessionLibrary()).EmailPassword.sendPasswordResetEmail({ formFields: [{ id: 'email', value: trimmedEmail }] });
        switch (response.status) {
          case 'OK':
            setSentTo(trimmedEmail);
            return;
          case 'PASSWORD_RESET_NOT_ALLOWED':
            setNotAllowed(response.reason);
            return;
          case 'FIELD_ERROR':
            return response.formFields;
        }
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  return (
    <AuthPanel title={t('auth.forgot.title')} intro={sentTo ? undefined : t('auth.forgot.intro')}>
      {sentTo ? (
        <Stack gap="5">
          <FormMessage status="success">{t('auth.forgot.sent', { email: sentTo })}</FormMessage>
          <Button variant="outline" loading={pending} onClick={() => void send()}>
            {t('auth.forgot.sendAgain')}
          </Button>
          <AuthLink to="/auth">{t('auth.backToLogin')}</AuthLink>
        </Stack>
      ) : (
        <AuthForm title={t('auth.forgot.title')} onSubmit={submit}>
          {notAllowed ? (
            <FormMessage status="error" title={t('auth.forgot.notAllowed')}>
              {notAllowed}
            </FormMessage>
          ) : null}
          <EmailField value={email} error={fieldErrors['email']} autoComplete="username" autoFocus onChange={setEmail} />
          <SubmitButton pending={pending}>{t('auth.forgot.submit')}</SubmitButton>
          <AuthLink to="/auth">{t('auth.backToLogin')}</AuthLink>
        </AuthForm>
      )}
      {errorDialog}
    </AuthPanel>
  );
}
