import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { PageLoading } from '../components/page-loading';
import { paths, patterns } from '../config/paths';
import {
  PrivatePageNotice,
  useDropPrivatePageNotice,
} from '../features/auth/components/private-page-notice';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireUser } from '../features/auth/components/require-user';
import { withAllMessages } from '../i18n/catalogue';
// The first screens (explore and a product, with not-found, which a product shows when there is
// none) are not lazy: the app and they are one chunk (vite.config.ts), which the
// browser has by the time it takes over the screen the server drew, and a lazy screen would hold
// its part of the take-over back until it settled (use-hydrated.tsx).
import { ExploreRoute } from './routes/explore';
import { NotFoundRoute } from './routes/not-found';
import { ProductRoute } from './routes/product';

/**
 * Any other screen, loaded with its route, so a visit downloads only the code of the screens it
 * opens; it shows once the rest of the messages are there too.
 */
const lazyScreen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await withAllMessages(load)) }));

const CartRoute = lazyScreen(
  () => import('./routes/cart'),
  (m) => m.CartRoute,
);
const LoginRoute = lazyScreen(
  () => import('./routes/login'),
  (m) => m.LoginRoute,
);
const RegisterRoute = lazyScreen(
  () => import('./routes/register'),
  (m) => m.RegisterRoute,
);
const ForgotPasswordRoute = lazyScreen(
  () => import('./routes/forgot-password'),
  (m) => m.ForgotPasswordRoute,
);
// Issue 15: the seller's products, product moderation, the profile.
const ProductsRoute = lazyScreen(
  () => import('./routes/products'),
  (m) => m.ProductsRoute,
);
const CreateProductRoute = lazyScreen(
  () => import('./routes/create-product'),
  (m) => m.CreateProductRoute,
);
const EditProductRoute = lazyScreen(
  () => import('./routes/edit-product'),
  (m) => m.EditProductRoute,
);
const ProfileRoute = lazyScreen(
  () => import('./routes/profile'),
  (m) => m.ProfileRoute,
);
const AdminProductsRoute = lazyScreen(
  () => import('./routes/admin-products'),
  (m) => m.AdminProductsRoute,
);
const SupportRoute = lazyScreen(
  () => import('./routes/support'),
  (m) => m.SupportRoute,
);
const DashboardRoute = lazyScreen(
  () => import('./routes/dashboard'),
  (m) => m.DashboardRoute,
);
const AdminWithdrawalsRoute = lazyScreen(
  () => import('./routes/admin-withdrawals'),
  (m) => m.AdminWithdrawalsRoute,
);
const AdminUsersRoute = lazyScreen(
  () => import('./routes/admin-users'),
  (m) => m.AdminUsersRoute,
);
const AdminTicketsRoute = lazyScreen(
  () => import('./routes/admin-tickets'),
  (m) => m.AdminTicketsRoute,
);
// Issue 14: checkout, purchases, sales and the review of purchases.
const CheckoutRoute = lazyScreen(
  () => import('./routes/checkout'),
  (m) => m.CheckoutRoute,
);
const CheckoutPaymentRoute = lazyScreen(
  () => import('./routes/checkout-payment'),
  (m) => m.CheckoutPaymentRoute,
);
const PurchasesRoute = lazyScreen(
  () => import('./routes/purchases'),
  (m) => m.PurchasesRoute,
);
const PurchaseRoute = lazyScreen(
  () => import('./routes/purchase'),
  (m) => m.PurchaseRoute,
);
const SalesRoute = lazyScreen(
  () => import('./routes/sales'),
  (m) => m.SalesRoute,
);
const AdminPurchasesRoute = lazyScreen(
  () => import('./routes/admin-purchases'),
  (m) => m.AdminPurchasesRoute,
);
// Issue 23: seller pages and the administrators' reviews.
const SellerRoute = lazyScreen(
  () => import('./routes/seller'),
  (m) => m.SellerRoute,
);
const AdminReviewsRoute = lazyScreen(
  () => import('./routes/admin-reviews'),
  (m) => m.AdminReviewsRoute,
);
// Issue 24: the notifications' whole history.
const NotificationsRoute = lazyScreen(
  () => import('./routes/notifications'),
  (m) => m.NotificationsRoute,
);

/** Screens for signed-in users that exist. */
const USER_SCREENS: [string, ComponentType][] = [
  [paths.products, ProductsRoute],
  [paths.createProduct, CreateProductRoute],
  [patterns.editProduct, EditProductRoute],
  [paths.support, SupportRoute],
  [paths.dashboard, DashboardRoute],
  [paths.profile, ProfileRoute],
  [paths.checkout, CheckoutRoute],
  [patterns.checkoutPayment, CheckoutPaymentRoute],
  [paths.purchases, PurchasesRoute],
  [patterns.purchase, PurchaseRoute],
  [paths.sales, SalesRoute],
  [paths.notifications, NotificationsRoute],
];

/** Administrators' screens; others get not-found there. */
const ADMIN_SCREENS: [string, ComponentType][] = [
  [paths.adminProducts, AdminProductsRoute],
  [paths.adminPurchases, AdminPurchasesRoute],
  [paths.adminWithdrawals, AdminWithdrawalsRoute],
  [paths.adminUsers, AdminUsersRoute],
  [paths.adminTickets, AdminTicketsRoute],
  [paths.adminReviews, AdminReviewsRoute],
];

/** The account forms, which have the public layout (SPEC.md, section 2). */
const PUBLIC_PATHS = /^\/(login|register|forgot-passsword)\/?$/i;

const screen = (children: ReactNode) => <Suspense fallback={<PageLoading />}>{children}</Suspense>;

/**
 * Which screen each path shows (SPEC.md, section 2). SPEC.md sends a visitor on any path but the
 * open ones to `/`; an unknown path gets the not-found screen instead, for everyone, since a
 * mistyped link should say so rather than land somewhere else without a word.
 */
export function AppRouter() {
  useDropPrivatePageNotice();
  return (
    <Switch>
      <Route path={paths.root}>
        {/* Replace, so Back does not return to `/` only to be sent forward again. */}
        <Redirect to={paths.explore} replace />
      </Route>
      <Route path={PUBLIC_PATHS}>
        <PublicLayout>{screen(<PublicScreens />)}</PublicLayout>
      </Route>
      <Route>
        <AppLayout>
          <PrivatePageNotice />
          {screen(
            <Switch>
              <Route path={paths.explore} component={ExploreRoute} />
              <Route path={patterns.product} component={ProductRoute} />
              <Route path={patterns.seller} component={SellerRoute} />
              <Route path={paths.cart} component={CartRoute} />
              {USER_SCREENS.map(([path, Screen]) => (
                <Route key={path} path={path}>
                  <RequireUser>
                    <Screen />
                  </RequireUser>
                </Route>
              ))}
              {ADMIN_SCREENS.map(([path, Screen]) => (
                <Route key={path} path={path}>
                  <RequireAdmin fallback={<NotFoundRoute />}>
                    <Screen />
                  </RequireAdmin>
                </Route>
              ))}
              <Route component={NotFoundRoute} />
            </Switch>,
          )}
        </AppLayout>
      </Route>
    </Switch>
  );
}

function PublicScreens() {
  return (
    <Switch>
      <Route path={paths.login} component={LoginRoute} />
      <Route path={paths.register} component={RegisterRoute} />
      <Route path={paths.forgotPassword} component={ForgotPasswordRoute} />
    </Switch>
  );
}
