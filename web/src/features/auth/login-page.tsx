import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { message, validateField } from '@fibre-portal/shared/validation';
import { doesSessionExist, sessionLibrary } from '../../lib/session';
import { AuthForm, AuthLink, AuthPanel } from './auth-layout';
import { EmailField, PasswordField, SubmitButton } from './form-fields';
import { FormMessage } from './messages';
import { safeRedirectPath } from './redirect';
import { useAuthSubmit } from './use-auth-submit';
import { useTranslation } from '../../lib/i18n';
import './texts';

type FormError = { kind: 'wrongCredentials' } | { kind: 'notAllowed'; reason: string };

/** Why the user was sent here (`reason` of the login URL): told above the form. */
function ReasonNotice({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  if (reason === 'deactivated') {
    return (
      <FormMessage status="warning" title={t('auth.notice.deactivatedTitle')}>
        {t('auth.notice.deactivated')}
      </FormMessage>
    );
  }
  if (reason === 'expired') {
    return (
      <FormMessage status="info" title={t('auth.notice.expiredTitle')}>
        {t('auth.notice.expired')}
      </FormMessage>
    );
  }
  return null;
}

/** `/auth`: sign-in with e-mail and password, then on to `redirectToPath` (same origin only) or home. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirectPath(searchParams.get('redirectToPath'));
  const reason = searchParams.get('reason');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<FormError>();
  const { fieldErrors, pending, language, submit: submitChecked, errorDialog } = useAuthSubmit();

  // Someone already signed in who opens the login goes straight on. Not when a reason is
  // given: after a deactivation the local session may outlive a refused sign-out, and
  // bouncing back into the portal would loop.
  useEffect(() => {
    if (reason) return;
    let active = true;
    doesSessionExist().then(
      (exists) => {
        if (active && exists) navigate(target, { replace: true });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [navigate, reason, target]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    void submitChecked(
      () => {
        setFormError(undefined);
        return {
          email: validateField('email', trimmedEmail, { language }),
          // Signing in checks only that a password was typed, as the server does: the password
          // rules apply when one is chosen, and an older password must still let its user in.
          password: password === '' ? message('required', language) : undefined,
        };
      },
      async () => {
        const response = await (
          await sessionLibrary()
        ).EmailPassword.signIn({
          formFields: [
            { id: 'email', value: trimmedEmail },
            { id: 'password', value: password },
          ],
        });
        switch (response.status) {
          case 'OK':
            navigate(target, { replace: true });
            return;
          case 'WRONG_CREDENTIALS_ERROR':
            setFormError({ kind: 'wrongCredentials' });
            return;
          case 'SIGN_IN_NOT_ALLOWED':
            setFormError({ kind: 'notAllowed', reason: response.reason });
            return;
          case 'FIELD_ERROR':
            return response.formFields;
        }
      },
    );
  };

  return (
    <AuthPanel title={t('auth.login.title')} intro={t('auth.login.intro')}>
      <AuthForm title={t('auth.login.title')} onSubmit={submit}>
        <ReasonNotice reason={reason} />
        {formError?.kind === 'wrongCredentials' ? <FormMessage status="error">{t('auth.login.wrongCredentials')}</FormMessage> : null}
        {formError?.kind === 'notAllowed' ? (
          <FormMessage status="error" title={t('auth.login.notAllowed')}>
            {formError.reason}
          </FormMessage>
        ) : null}
        <EmailField value={email} error={fieldErrors['email']} autoComplete="username" autoFocus onChange={setEmail} />
        <PasswordField
          name="password"
          label={t('auth.password')}
          value={password}
          error={fieldErrors['password']}
          autoComplete="current-password"
          onChange={setPassword}
        />
        <SubmitButton pending={pending}>{t('auth.login.submit')}</SubmitButton>
        <AuthLink to="/auth/reset-password">{t('auth.login.forgotPassword')}</AuthLink>
      </AuthForm>
      {errorDialog}
    </AuthPanel>
  );
}
