import type { Purchase } from '@plaza/api';
import { lazy, Suspense } from 'react';

const Loaded = lazy(async () => ({
  default: (await import('./purchase-claims')).PurchaseClaims,
}));

/**
 * The purchase's claims, or the buyer's way to open one, its code fetched by the page that shows
 * it: imported lazily, the first load's table of chunks to preload does not name its files. Nothing
 * shows meanwhile, as nothing shows for a purchase with nothing to claim.
 */
export function LazyPurchaseClaims({ purchase }: { purchase: Purchase }) {
  return (
    <Suspense fallback={null}>
      <Loaded purchase={purchase} />
    </Suspense>
  );
}
