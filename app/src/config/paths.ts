/** The app's paths, in one place so links and routes cannot drift apart. */
export const paths = {
  root: '/',
  explore: '/explore',
} as const;
