import { paths } from '../../config/paths';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { GuestOnly } from '../../features/auth/components/guest-only';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function ForgotPasswordRoute() {
  useDocumentTitle('forgotPassword.title');
  return (
    <GuestOnly to={paths.explore}>
      <ForgotPasswordForm />
    </GuestOnly>
  );
}
