/*
 * The messages a first visit shows: the shell (header, sidebar, menus, footer, cart), explore and a
 * product page, and every error. They ship in the first load; the rest of the catalogue (about
 * three quarters of it, 8 KB gzipped) comes in a chunk of its own fetched right after, which every
 * other screen waits for as it loads (i18n/catalogue.ts). The build refuses a first-load module
 * that names a message left out of here (scripts/precompiled-messages.ts), so nothing shows an id.
 */

/** Whole namespaces (the id's part before the first dot). */
export const FIRST_LOAD_NAMESPACES: readonly string[] = [
  'account',
  'admin',
  'app',
  'cart',
  'catalogue',
  'common',
  'customizer',
  'error',
  'errorScreen',
  'explore',
  'notFound',
  'product',
  'rating',
  'shell',
];

/** Single messages of other screens that the shell names: the navigation's and menus' links. */
export const FIRST_LOAD_IDS: readonly string[] = [
  'dashboard.title',
  'login.title',
  'products.title',
  'profile.title',
  'purchases.title',
  'register.submit',
  'sales.title',
  'support.title',
];

/** Whether message `id` ships in the first load. */
export const isFirstLoadMessage = (id: string): boolean =>
  FIRST_LOAD_NAMESPACES.includes(id.slice(0, id.indexOf('.'))) || FIRST_LOAD_IDS.includes(id);
