import { CompassIcon } from '@phosphor-icons/react/dist/ssr/Compass';
import { HeadsetIcon } from '@phosphor-icons/react/dist/ssr/Headset';
import { PackageIcon } from '@phosphor-icons/react/dist/ssr/Package';
import { ReceiptIcon } from '@phosphor-icons/react/dist/ssr/Receipt';
import { ShoppingCartIcon } from '@phosphor-icons/react/dist/ssr/ShoppingCart';
import { StorefrontIcon } from '@phosphor-icons/react/dist/ssr/Storefront';
import { UserCircleIcon } from '@phosphor-icons/react/dist/ssr/UserCircle';
import type { User } from '@plaza/api';
import { UserMenu, type UserMenuItem } from '@plaza/ui';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../hooks/use-message';
import { purchasesWait, salesWait } from '../../../lib/pending-dots';
import { signOut } from '../../../lib/session/sign-in';

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
      // Unread messages and claims are counted over purchases and sales alike (pending-dots.ts).
      isPending: purchasesWait(user.pending),
    },
    {
      id: 'sales',
      label: say('sales.title'),
      href: paths.sales,
      icon: <PackageIcon />,
      isPending: salesWait(user.pending),
    },
    { id: 'cart', label: say('cart.title'), href: paths.cart, icon: <ShoppingCartIcon /> },
    { id: 'support', label: say('support.title'), href: paths.support, icon: <HeadsetIcon /> },
  ];
}

/**
 * The signed-in user's menu: its own chunk (account-menu.tsx loads it), since a visitor's first
 * load, which shows the way to sign in instead, needs none of it.
 */
export function SignedInMenu({ user }: { user: User }) {
  const say = useMessage();
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
