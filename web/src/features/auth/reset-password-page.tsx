import { useState, type FormEvent } from 'react';
import { Stack } from '@chakra-ui/react';
import { validateField } from '@fibre-portal/shared/validation';
import { AuthForm, AuthLink, AuthPanel } from './auth-layout';
import { PasswordField, SubmitButton } from './form-fields';
import { FormMessage } from './messages';
import { useAuthSubmit } from './use-auth-submit';
import { sessionLibrary } from '../../lib/session';
import { useTranslation } from '../../lib/i18n';
import './texts';

type Outcome = 'updated' | 'invalidToken';

/**
 * `/auth/reset-password?token=…`: the page the reset e-mail links to. The token travels
 * from the router to the request through the user context (see `initSession`), so the page
 * does not depend on where the SDK would look for it.
 */
export function ResetPasswordPage({ token, tenantId }: { token: string; tenantId?: string | undefined }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const { fieldErrors, pending, language, submit: submitChecked, errorDialog } = useAuthSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submitChecked(
      () => ({
        password: validateField('password', password, { signUp: true, language }),
        confirmPassword: validateField('confirmPassword', confirmPassword, { password, language }),
      }),
      async () => {
        const response = await (
          await sessionLibrary()
        ).EmailPassword.submitNewPassword({
          formFields: [{ id: 'password', value: password }],
          userContext: { resetToken: token, tenantId },
        });
        switch (response.status) {
          case 'OK':
            setOutcome('updated');
            return;
          case 'RESET_PASSWORD_INVALID_TOKEN_ERROR':
            setOutcome('invalidToken');
            return;
          case 'FIELD_ERROR':
            return response.formFields;
        }
      },
    );
  };

  if (outcome === 'updated') {
    return (
      <AuthPanel title={t('auth.reset.title')}>
        <Stack gap="5">
          <FormMessage status="success">{t('auth.reset.success')}</FormMessage>
          <AuthLink to="/auth">{t('auth.reset.toLogin')}</AuthLink>
        </Stack>
      </AuthPanel>
    );
  }

  if (outcome === 'invalidToken') {
    return (
      <AuthPanel title={t('auth.reset.title')}>
        <Stack gap="5">
          <FormMessage status="error" title={t('auth.reset.invalidToken')}>
            {t('auth.reset.invalidTokenHint')}
          </FormMessage>
          <AuthLink to="/auth/reset-password">{t('auth.reset.requestNewLink')}</AuthLink>
        </Stack>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <AuthForm title={t('auth.reset.title')} onSubmit={submit}>
        <PasswordField
          name="password"
          label={t('auth.reset.newPassword')}
          value={password}
          error={fieldErrors['password']}
          autoComplete="new-password"
          autoFocus
          onChange={setPassword}
        />
        <PasswordField
          name="confirmPassword"
          label={t('auth.reset.confirmPassword')}
          value={confirmPassword}
          error={fieldErrors['confirmPassword']}
          autoComplete="new-password"
          onChange={setConfirmPassword}
        />
        <SubmitButton pending={pending}>{t('auth.reset.submit')}</SubmitButton>
        <AuthLink to="/auth">{t('auth.backToLogin')}</AuthLink>
      </AuthForm>
      {errorDialog}
    </AuthPanel>
  );
}
