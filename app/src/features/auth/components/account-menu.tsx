import { CompassIcon } from '@phosphor-icons/react/dist/ssr/Compass';
import { HeadsetIcon } from '@phosphor-icons/react/dist/ssr/Headset';
import { PackageIcon } from '@phosphor-icons/react/dist/ssr/Package';
import { ReceiptIcon } from '@phosphor-icons/react/dist/ssr/Receipt';
import { ShoppingCartIcon } from '@phosphor-icons/react/dist/ssr/ShoppingCart';
import { SignInIcon } from '@phosphor-icons/react/dist/ssr/SignIn';
import { StorefrontIcon } from '@phosphor-icons/react/dist/ssr/Storefront';
import { UserCircleIcon } from '@phosphor-icons/react/dist/ssr/UserCircle';
import { UserPlusIcon } from '@phosphor-icons/react/dist/ssr/UserPlus';
import type { User } from '@plaza/api';
import { Button, LinkButton, UserMenu, type UserMenuItem } from '@plaza/ui';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/messages';
import { useUser } from '../../../hooks/use-user';
import { signOut } from '../../../lib/session/sign-in';
import { useAuth } from '../../../stores/use-auth';
import { useMessage } from '../../../hooks/use-message';

/** The user menu's items (docs/product.md, section 2), with pending dots where a list waits for the user. */
function menuItems(user: User, say: (id: MessageId) => string): UserMenuItem[] {
  return [
    { id: 'profile', label: say('profile.title'), href: paths.profile, icon: <UserCircleIcon /> },
    { id: 'explore', label: say('explore.title'), href: paths.explore, icon: <CompassIcon /> },
    {
      id: 'products',
      label: say('products.title'),
      href: paths.products,
      icon: <StorefrontIcon />,
      isPending: user.pending.questions > 0,
    },
    {
      id: 'purchases',
      label: say('purchases.title'),
      href: paths.purchases,
      icon: <ReceiptIcon />,
      isPending: user.pending.purchases > 0,
    },
    {
      id: 'sales',
      label: say('sales.title'),
      href: paths.sales,
      icon: <PackageIcon />,
      isPending: user.pending.sales > 0,
    },
    { id: 'cart', label: say('cart.title'), href: paths.cart, icon: <ShoppingCartIcon /> },
    { id: 'support', label: say('support.title'), href: paths.support, icon: <HeadsetIcon /> },
  ];
}

/** The header's account area: the user menu when signed in, a way to log in otherwise. */
export function AccountMenu() {
  const { isAuthenticated, isRestoring } = useAuth();
  const { data: user, error } = useUser();
  const say = useMessage();

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
    const name = `${user.first_name} ${user.last_name}`.trim();
    return (
      <UserMenu
        user={{ email: user.email, name: name || undefined, avatarSrc: user.avatar ?? undefined }}
        items={menuItems(user, say)}
        logoutLabel={say('account.logout')}
        onLogout={signOut}
        labels={{ trigger: say('account.menu'), pending: say('account.pending') }}
      />
    );
  }
  // Without the user there is no menu to show, but signing out must stay possible.
  if (error) {
    return (
      <Button variant="secondary" size="sm" onPress={signOut}>
        {say('account.logout')}
      </Button>
    );
  }
  return null;
}
