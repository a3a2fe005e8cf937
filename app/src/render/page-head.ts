import type { PageData, PageRequest, RenderedPage } from '@plaza/api';
import { createIntl } from 'react-intl';
import { DEFAULT_LANGUAGE } from '../i18n/language';
import { catalogues } from './catalogues';
import { headTags, type PageHead } from './head';
import { exploreHead, plainHead, productHead, sellerHead, type HeadContext } from './page-heads';

function headOf(context: HeadContext, data: PageData): PageHead | null {
  switch (data.kind) {
    case 'product':
      // SPEC.md: a product that is not approved is not found on its page, even for its seller.
      return data.product?.status === 'approved'
        ? productHead(context, data.product, data.reviews?.results ?? [])
        : null;
    case 'explore':
      return exploreHead(context, data, data.products?.results ?? []);
    case 'seller':
      return data.seller ? sellerHead(context, data.seller) : null;
    case 'unknown':
      return null;
    default:
      return plainHead(context, data.kind);
  }
}

/** The status and head of the page `request` describes, in the reader's language. */
export function pageHeadOf({
  data,
  language,
  origin,
}: Pick<PageRequest, 'data' | 'language' | 'origin'>): Pick<RenderedPage, 'status' | 'head'> {
  const intl = createIntl({
    locale: language,
    defaultLocale: DEFAULT_LANGUAGE,
    messages: catalogues[language],
  });
  const context = { intl, language, origin };
  const head = headOf(context, data);
  return head
    ? { status: 200, head: headTags(head) }
    : { status: 404, head: headTags(plainHead(context, 'not-found')) };
}
