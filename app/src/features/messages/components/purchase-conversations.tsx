import type { Purchase } from '@plaza/api';
import { LazySaleConversation } from './lazy-sale-conversation';

/** A purchase's sales, one per seller, as its items name them (in the items' order). */
function salesOf(purchase: Purchase) {
  const sales = new Map<number, { status: Purchase['status']; seller: string }>();
  for (const item of purchase.items) {
    if (!sales.has(item.sale_id)) {
      sales.set(item.sale_id, { status: item.sale_status, seller: item.seller.username });
    }
  }
  return [...sales];
}

/**
 * The buyer's conversation with each seller of a purchase: a purchase from two sellers is two
 * sales, each with its own conversation. One that expired unpaid never had one. They go in the
 * page's column, which spaces them.
 */
export function PurchaseConversations({ purchase }: { purchase: Purchase }) {
  if (purchase.status === 'expired') return null;
  return (
    <>
      {salesOf(purchase).map(([saleId, { status, seller }]) => (
        <LazySaleConversation
          key={saleId}
          saleId={saleId}
          status={status}
          reader="buyer"
          otherParty={seller}
        />
      ))}
    </>
  );
}
