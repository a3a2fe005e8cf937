import type { ComponentType } from 'react';
import type { FirstScreen } from '../render/first-screen';
import { patterns } from './paths';

/**
 * Who may see a page, and so how the router guards it and what the server answers for it:
 * - `public`: anyone, and search engines list it; the server draws its first screen (`first`);
 * - `account`: the account forms, anyone's, in the public layout; the browser draws them;
 * - `private`: anyone's own (the cart), left out of search engines; the browser draws it;
 * - `user`: signed-in users' (others are sent to sign in), private as the cart is;
 * - `admin`: administrators' (others get not-found), private as the cart is.
 */
export type Access = 'public' | 'account' | 'private' | 'user' | 'admin';

/**
 * A screen, loaded with its route, so a visit downloads only the code of the screens it opens; or
 * `first-load`: one of the first screens a visit shows, in the app's own chunk (router.tsx).
 */
export type Screen = (() => Promise<ComponentType>) | 'first-load';

/** A page of the app: where it is, who may see it, its screen; a public one, its first screen's data and head. */
export type Page =
  | { path: string; redirect: string }
  | {
      path: string;
      access: 'public';
      screen: Screen;
      /**
       * The calls its first screen makes, as its hooks make them, and its head: loaded only
       * where a page is drawn (the server), so a browser never downloads them.
       */
      first: () => Promise<FirstScreen>;
    }
  | { path: string; access: Exclude<Access, 'public'>; screen: Screen };

/**
 * A first screen is the server's to draw (render/entry.ts): the browser's build leaves its calls
 * and head out, so no visitor downloads their table of chunks.
 */
function drawnOnTheServer(): never {
  throw new Error('A first screen is drawn on the server only');
}

/**
 * The route table: every page of the app, in the order the router tries them (docs/product.md, section
 * 2). The router is made from it (app/router.tsx), and the server reads it through the rendering
 * entry (render/entry.ts): which pages are public, private or none (`404`), what robots.txt closes,
 * and how a public page's first screen and head are drawn. Adding a page is one entry here.
 */
export const pages = {
  /** `/` shows explore; replaced, so Back does not return to `/` only to be sent forward again. */
  root: { path: patterns.root, redirect: patterns.explore },
  login: {
    path: patterns.login,
    access: 'account',
    screen: () => import('../app/routes/login').then((m) => m.LoginRoute),
  },
  register: {
    path: patterns.register,
    access: 'account',
    screen: () => import('../app/routes/register').then((m) => m.RegisterRoute),
  },
  forgotPassword: {
    path: patterns.forgotPassword,
    access: 'account',
    screen: () => import('../app/routes/forgot-password').then((m) => m.ForgotPasswordRoute),
  },
  explore: {
    path: patterns.explore,
    access: 'public',
    screen: 'first-load',
    first: () =>
      import.meta.env.SSR
        ? import('../render/first-screens/explore').then((m) => m.exploreScreen)
        : drawnOnTheServer(),
  },
  product: {
    path: patterns.product,
    access: 'public',
    screen: 'first-load',
    first: () =>
      import.meta.env.SSR
        ? import('../render/first-screens/product').then((m) => m.productScreen)
        : drawnOnTheServer(),
  },
  seller: {
    path: patterns.seller,
    access: 'public',
    screen: () => import('../app/routes/seller').then((m) => m.SellerRoute),
    first: () =>
      import.meta.env.SSR
        ? import('../render/first-screens/seller').then((m) => m.sellerScreen)
        : drawnOnTheServer(),
  },
  cart: {
    path: patterns.cart,
    access: 'private',
    screen: () => import('../app/routes/cart').then((m) => m.CartRoute),
  },
  // Issue 15: the seller's products, the profile.
  products: {
    path: patterns.products,
    access: 'user',
    screen: () => import('../app/routes/products').then((m) => m.ProductsRoute),
  },
  createProduct: {
    path: patterns.createProduct,
    access: 'user',
    screen: () => import('../app/routes/create-product').then((m) => m.CreateProductRoute),
  },
  editProduct: {
    path: patterns.editProduct,
    access: 'user',
    screen: () => import('../app/routes/edit-product').then((m) => m.EditProductRoute),
  },
  support: {
    path: patterns.support,
    access: 'user',
    screen: () => import('../app/routes/support').then((m) => m.SupportRoute),
  },
  dashboard: {
    path: patterns.dashboard,
    access: 'user',
    screen: () => import('../app/routes/dashboard').then((m) => m.DashboardRoute),
  },
  profile: {
    path: patterns.profile,
    access: 'user',
    screen: () => import('../app/routes/profile').then((m) => m.ProfileRoute),
  },
  // Issue 14: checkout, purchases, sales.
  checkout: {
    path: patterns.checkout,
    access: 'user',
    screen: () => import('../app/routes/checkout').then((m) => m.CheckoutRoute),
  },
  checkoutPayment: {
    path: patterns.checkoutPayment,
    access: 'user',
    screen: () => import('../app/routes/checkout-payment').then((m) => m.CheckoutPaymentRoute),
  },
  purchases: {
    path: patterns.purchases,
    access: 'user',
    screen: () => import('../app/routes/purchases').then((m) => m.PurchasesRoute),
  },
  purchase: {
    path: patterns.purchase,
    access: 'user',
    screen: () => import('../app/routes/purchase').then((m) => m.PurchaseRoute),
  },
  sales: {
    path: patterns.sales,
    access: 'user',
    screen: () => import('../app/routes/sales').then((m) => m.SalesRoute),
  },
  // Issue 38: one sale and the conversation with its buyer. In the sales list's chunk: every chunk's
  // name ships in the first load (the preload table), and a seller opens a sale from the list.
  sale: {
    path: patterns.sale,
    access: 'user',
    screen: () => import('../app/routes/sales').then((m) => m.SaleRoute),
  },
  // Issue 38: a claim, its buyer's, its seller's or an administrator's; in one chunk with the
  // administrators' queue, since every chunk's name ships in the first load (the preload table).
  claim: {
    path: patterns.claim,
    access: 'user',
    screen: () => import('../app/routes/claims').then((m) => m.ClaimRoute),
  },
  // Issue 24: the notifications' whole history.
  notifications: {
    path: patterns.notifications,
    access: 'user',
    screen: () => import('../app/routes/notifications').then((m) => m.NotificationsRoute),
  },
  adminProducts: {
    path: patterns.adminProducts,
    access: 'admin',
    screen: () => import('../app/routes/admin-products').then((m) => m.AdminProductsRoute),
  },
  adminPurchases: {
    path: patterns.adminPurchases,
    access: 'admin',
    screen: () => import('../app/routes/admin-purchases').then((m) => m.AdminPurchasesRoute),
  },
  adminWithdrawals: {
    path: patterns.adminWithdrawals,
    access: 'admin',
    screen: () => import('../app/routes/admin-withdrawals').then((m) => m.AdminWithdrawalsRoute),
  },
  adminUsers: {
    path: patterns.adminUsers,
    access: 'admin',
    screen: () => import('../app/routes/admin-users').then((m) => m.AdminUsersRoute),
  },
  adminTickets: {
    path: patterns.adminTickets,
    access: 'admin',
    screen: () => import('../app/routes/admin-tickets').then((m) => m.AdminTicketsRoute),
  },
  // Issue 23: the administrators' reviews.
  adminReviews: {
    path: patterns.adminReviews,
    access: 'admin',
    screen: () => import('../app/routes/admin-reviews').then((m) => m.AdminReviewsRoute),
  },
  adminClaims: {
    path: patterns.adminClaims,
    access: 'admin',
    screen: () => import('../app/routes/claims').then((m) => m.AdminClaimsRoute),
  },
} as const satisfies Record<string, Page>;

export type PageName = keyof typeof pages;

/** The pages whose screen is in the app's own chunk, which the router imports as they are. */
export type FirstLoadPage = {
  [Name in PageName]: (typeof pages)[Name] extends { screen: 'first-load' } ? Name : never;
}[PageName];
