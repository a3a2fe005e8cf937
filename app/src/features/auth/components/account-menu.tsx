import { SignInIcon } from '@phosphor-icons/react/dist/ssr/SignIn';
import { UserPlusIcon } from '@phosphor-icons/react/dist/ssr/UserPlus';
import { Button, LinkButton } from '@plaza/ui';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../../config/paths';
import { useUser } from '../../../hooks/use-user';
import { signOut } from '../../../lib/session/sign-in';
import { useAuth } from '../../../stores/use-auth';
import { useMessage } from '../../../hooks/use-message';

/** Signing out, where there is no menu to show it in. */
function SignOutButton() {
  const say = useMessage();
  return (
    <Button variant="secondary" size="sm" onPress={signOut}>
      {say('account.logout')}
    </Button>
  );
}

/**
 * The signed-in user's menu, lazy (signed-in-menu.tsx says why). If its code cannot come (offline,
 * or a tab older than a redeploy), signing out stays possible, as it does without the user.
 */
const SignedInMenu = lazy(async () => {
  try {
    return { default: (await import('./signed-in-menu')).SignedInMenu };
  } catch {
    return { default: SignOutButton };
  }
});

/** The header's account area: the user menu when signed in, a way to log in otherwise. */
export function AccountMenu() {
  const { isAuthenticated, isRestoring } = useAuth();
  const { data: user, error } = useUser();

  if (isRestoring) return null;
  if (!isAuthenticated) {
    return (
      <>
        <LinkButton
          href={paths.login}
          variant="secondary"
          size="sm"
          icon={<SignInIcon size="1.25em" />}
          isCompactOnPhones
        >
          <FormattedMessage id="login.title" />
        </LinkButton>
        <LinkButton
          href={paths.register}
          size="sm"
          icon={<UserPlusIcon size="1.25em" />}
          isCompactOnPhones
        >
          <FormattedMessage id="register.submit" />
        </LinkButton>
      </>
    );
  }
  if (user) {
    return (
      <Suspense fallback={null}>
        <SignedInMenu user={user} />
      </Suspense>
    );
  }
  // Without the user there is no menu to show, but signing out must stay possible.
  return error ? <SignOutButton /> : null;
}
