import { useSearchParams } from 'wouter';
import { paths } from '../../config/paths';
import { GuestOnly } from '../../features/auth/components/guest-only';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** A referral link (`/register?ref=CODE`) fills in the referral code. */
const REFERRAL_PARAM = 'ref';

/** Registration; the new account is signed in at once and goes on to Explore. */
export function RegisterRoute() {
  useDocumentTitle('register.title');
  const [searchParams] = useSearchParams();
  return (
    <GuestOnly to={paths.explore}>
      <RegisterForm referralCode={searchParams.get(REFERRAL_PARAM) ?? ''} />
    </GuestOnly>
  );
}
