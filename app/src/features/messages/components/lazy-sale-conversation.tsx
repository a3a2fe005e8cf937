import { lazy, Suspense } from 'react';
import { PageLoading } from '../../../components/page-loading';
import type { SaleConversationProps } from './conversation-props';

const Loaded = lazy(async () => ({
  default: (await import('./sale-conversation')).SaleConversation,
}));

/**
 * A sale's conversation, its code fetched by the page that shows it: the pages import it
 * lazily, so the first load's table of chunks to preload does not name its files.
 */
export function LazySaleConversation(props: SaleConversationProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Loaded {...props} />
    </Suspense>
  );
}
