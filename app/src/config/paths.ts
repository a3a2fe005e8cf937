/**
 * The app's path patterns (docs/product.md, section 2), each written once: the route table (pages.ts)
 * matches them and the links are filled from them, so links and routes cannot drift apart.
 */
export const patterns = {
  root: '/',
  login: '/login',
  register: '/register',
  /** Spelled so in docs/product.md; links already shared in the wild use this spelling. */
  forgotPassword: '/forgot-passsword',
  explore: '/explore',
  product: '/product/:id',
  cart: '/cart',
  purchases: '/purchases',
  sales: '/sales',
  /** One sale, its seller's: the items, where it ships and the conversation with its buyer (issue 38). */
  sale: '/sales/:id',
  products: '/products',
  createProduct: '/products/create',
  editProduct: '/products/edit/:id',
  support: '/support',
  profile: '/profile',
  dashboard: '/dashboard',
  adminPurchases: '/admin/purchases/',
  adminProducts: '/admin/products/',
  adminWithdrawals: '/admin/withdrawals/',
  adminUsers: '/admin/users/',
  adminTickets: '/admin/tickets/',
  adminReviews: '/admin/reviews/',
  // Claims (issue 38): one page for its buyer, its seller and administrators; their queue
  claim: '/claims/:id',
  adminClaims: '/admin/claims/',
  // Checkout and purchases (issue 14)
  checkout: '/checkout',
  checkoutPayment: '/checkout/:id',
  purchase: '/purchases/:id',
  // Reviews and seller pages (issue 23)
  seller: '/seller/:username',
  // Questions and notifications (issue 24)
  notifications: '/notifications',
} as const;

/** The link to a pattern of one parameter, the value encoded as a path segment. */
const filled =
  <Value extends number | string>(pattern: string) =>
  (value: Value) =>
    pattern.replace(/:[a-z]+/i, encodeURIComponent(value));

/** The app's links: a pattern's path, or a function filling its parameter. */
export const paths = {
  ...patterns,
  product: filled<number | string>(patterns.product),
  editProduct: filled<number | string>(patterns.editProduct),
  checkoutPayment: filled<number | string>(patterns.checkoutPayment),
  purchase: filled<number | string>(patterns.purchase),
  sale: filled<number | string>(patterns.sale),
  claim: filled<number | string>(patterns.claim),
  seller: filled<string>(patterns.seller),
} as const;

/**
 * A positive whole number as the API's ids and page numbers go: an id in a route's path (a page with
 * any other answers not found without a call), a list's page or a category in the address.
 */
export const ROUTE_ID = /^[1-9]\d{0,8}$/;
