import { useSearchParams } from 'wouter';
import { GuestOnly } from '../../features/auth/components/guest-only';
import { LoginForm } from '../../features/auth/components/login-form';
import { nextPath } from '../../lib/next-path';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Login; once signed in, on to where the user was going (`?next=`), else Explore. */
export function LoginRoute() {
  useDocumentTitle('login.title');
  const [searchParams] = useSearchParams();
  return (
    <GuestOnly to={nextPath(searchParams)}>
      <LoginForm />
    </GuestOnly>
  );
}
