import type { Sale } from '@plaza/api';
import { lazy, Suspense } from 'react';

const Loaded = lazy(async () => ({ default: (await import('./sale-claim')).SaleClaim }));

/**
 * The sale's claim for its seller, its code fetched by the page that shows it, as the purchase's
 * (lazy-purchase-claims.tsx). Only a sale with a claim needs it.
 */
export function LazySaleClaim({ sale }: { sale: Sale }) {
  if (!sale.claim) return null;
  return (
    <Suspense fallback={null}>
      <Loaded sale={sale} />
    </Suspense>
  );
}
