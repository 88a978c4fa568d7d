import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';

/** The reset e-mail's link carries `token` (and `tenantId`); without a token the user asks for a link. */
function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <ResetPasswordPage token={token} tenantId={searchParams.get('tenantId') ?? undefined} /> : <ForgotPasswordPage />;
}

/**
 * Everything under `/auth/*`: the login (`/auth`), forgot password (`/auth/reset-password`)
 * and the new password from the e-mail link (`/auth/reset-password?token=…`). Loaded on demand;
 * there is no public sign-up page (only admins create users, with `SignUpForm`).
 */
export function AuthRoutes() {
  return (
    <Routes>
      <Route index element={<LoginPage />} />
      <Route path="reset-password" element={<ResetPasswordRoute />} />
      <Route path="*" element={<Navigate to="/auth" replace />} />
    </Routes>
  );
}

export default AuthRoutes;
