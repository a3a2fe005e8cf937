import { CompassIcon } from '@phosphor-icons/react/dist/ssr/Compass';
import { HouseLineIcon } from '@phosphor-icons/react/dist/ssr/HouseLine';
import { PackageIcon } from '@phosphor-icons/react/dist/ssr/Package';
import { ReceiptIcon } from '@phosphor-icons/react/dist/ssr/Receipt';
import { ShieldCheckIcon } from '@phosphor-icons/react/dist/ssr/ShieldCheck';
import { ShoppingCartIcon } from '@phosphor-icons/react/dist/ssr/ShoppingCart';
import { StorefrontIcon } from '@phosphor-icons/react/dist/ssr/Storefront';
import { Sidebar, TopNav, type NavSection } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useUser } from '../../hooks/use-user';
import { useAuth } from '../../stores/use-auth';
import { useMessage } from '../../hooks/use-message';
import { purchasesWait, salesWait } from '../../lib/pending-dots';

/**
 * The main navigation (docs/product.md, section 2). Visitors have the marketplace; signed-in users also the
 * dashboard with the house-line icon, named for what it shows (Panel / Dashboard: docs/product.md's "Blank
 * Page" named an entry whose page it did not describe, superseded by issue 36); administrators also
 * the Admin section.
 */
function useNavigationSections(): NavSection[] {
  const { isAuthenticated } = useAuth();
  const { data: user } = useUser();
  const say = useMessage();

  const sections: NavSection[] = [
    {
      id: 'marketplace',
      heading: say('shell.marketplace'),
      items: [
        ...(isAuthenticated
          ? [
              {
                id: 'dashboard',
                label: say('dashboard.title'),
                href: paths.dashboard,
                icon: <HouseLineIcon />,
              },
            ]
          : []),
        { id: 'explore', label: say('explore.title'), href: paths.explore, icon: <CompassIcon /> },
        { id: 'cart', label: say('cart.title'), href: paths.cart, icon: <ShoppingCartIcon /> },
        // What the user bought and sold, with a dot while something waits for them (User.pending):
        // unread messages and claims are counted over both sides, so they mark both (pending-dots.ts).
        ...(user
          ? [
              {
                id: 'purchases',
                label: say('purchases.title'),
                href: paths.purchases,
                icon: <ReceiptIcon />,
                pendingLabel: purchasesWait(user.pending) ? say('account.pending') : undefined,
              },
              {
                id: 'sales',
                label: say('sales.title'),
                href: paths.sales,
                icon: <PackageIcon />,
                pendingLabel: salesWait(user.pending) ? say('account.pending') : undefined,
              },
              {
                id: 'products',
                label: say('products.title'),
                href: paths.products,
                icon: <StorefrontIcon />,
                pendingLabel: user.pending.questions > 0 ? say('account.pending') : undefined,
              },
            ]
          : []),
      ],
    },
  ];
  if (user?.is_admin) {
    sections.push({
      id: 'admin',
      heading: say('admin.section'),
      items: [
        {
          id: 'administrator',
          label: say('admin.administrator'),
          icon: <ShieldCheckIcon />,
          children: [
            {
              id: 'purchases',
              label: say('admin.purchases.title'),
              href: paths.adminPurchases,
              // Reviews count products too; the dot says something waits for an administrator.
              pendingLabel: (user.pending.reviews ?? 0) > 0 ? say('account.pending') : undefined,
            },
            { id: 'products', label: say('admin.products.title'), href: paths.adminProducts },
            {
              id: 'withdrawals',
              label: say('admin.withdrawals.title'),
              href: paths.adminWithdrawals,
            },
            { id: 'users', label: say('admin.users.title'), href: paths.adminUsers },
            { id: 'tickets', label: say('admin.tickets.title'), href: paths.adminTickets },
            { id: 'reviews', label: say('admin.reviews.title'), href: paths.adminReviews },
            {
              id: 'claims',
              label: say('admin.claims.title'),
              href: paths.adminClaims,
              // An administrator's count takes in every escalated claim, each decided from here (with
              // any waiting for them as a buyer or a seller, which this queue lists too).
              pendingLabel: user.pending.claims > 0 ? say('account.pending') : undefined,
            },
          ],
        },
      ],
    });
  }
  return sections;
}

/** The sidebar of the vertical layout. */
export function AppSidebar() {
  const intl = useIntl();
  const [location] = useLocation();
  const sections = useNavigationSections();
  return (
    <Sidebar
      label={intl.formatMessage({ id: 'shell.navigation' })}
      currentHref={location}
      sections={sections}
    />
  );
}

/** The menu bar of the horizontal layout: the same navigation in one row. */
export function AppTopNav() {
  const intl = useIntl();
  const [location] = useLocation();
  const sections = useNavigationSections();
  return (
    <TopNav
      label={intl.formatMessage({ id: 'shell.navigation' })}
      currentHref={location}
      sections={sections}
    />
  );
}
