/** The app's paths (SPEC.md, section 2), in one place so links and routes cannot drift apart. */
export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  /** Spelled so in SPEC.md; links already shared in the wild use this spelling. */
  forgotPassword: '/forgot-passsword',
  explore: '/explore',
  product: (id: number | string) => `/product/${id}`,
  cart: '/cart',
  purchases: '/purchases',
  sales: '/sales',
  products: '/products',
  createProduct: '/products/create',
  editProduct: (id: number | string) => `/products/edit/${id}`,
  support: '/support',
  profile: '/profile',
  dashboard: '/dashboard',
  adminPurchases: '/admin/purchases/',
  adminProducts: '/admin/products/',
  adminWithdrawals: '/admin/withdrawals/',
  adminUsers: '/admin/users/',
  adminTickets: '/admin/tickets/',
  adminReviews: '/admin/reviews/',
  // Checkout and purchases (issue 14)
  checkout: '/checkout',
  checkoutPayment: (id: number | string) => `/checkout/${id}`,
  purchase: (id: number | string) => `/purchases/${id}`,
  // Reviews and seller pages (issue 23)
  seller: (username: string) => `/seller/${encodeURIComponent(username)}`,
  // Questions and notifications (issue 24)
  notifications: '/notifications',
} as const;

/** An id in a route's path, as the API's ids go: a page with any other answers not found without a call. */
export const ROUTE_ID = /^[1-9]\d{0,8}$/;

/** Route patterns for the paths that take a parameter. */
export const patterns = {
  product: '/product/:id',
  editProduct: '/products/edit/:id',
  // Checkout and purchases (issue 14)
  checkoutPayment: '/checkout/:id',
  purchase: '/purchases/:id',
  seller: '/seller/:username',
} as const;
