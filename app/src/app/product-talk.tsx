import { lazy } from 'react';
import { DrawnPart, keepDrawnParts, releaseDrawnParts } from '../components/drawn-part';
import { withAllMessages } from '../i18n/catalogue';
import { session } from '../lib/api-client';
import { whenNear } from '../lib/when-near';

/** The frames the reviews and questions are drawn in (DrawnPart), which outlast their drawings. */
const TALK_PARTS = ['product-reviews', 'product-questions'] as const;

/**
 * The reviews and questions, one chunk (`product-talk`, vite.config.ts) with the rest of the
 * messages, which neither explore's first load nor a product's first screen fetches: on a page the
 * server drew, their HTML is on show and their code comes once they are near (`whenNear`), a
 * press on them meanwhile made again once it is there (DrawnPart).
 */
const loadProductTalk = async () => {
  // First call: React is taking the server's screen over, and its parts' HTML is still as sent.
  const pressed = keepDrawnParts(TALK_PARTS);
  // A signed-in person's sections differ from the visitor's the server drew (their ask box, their
  // waiting questions): theirs come at once, as do the parts of a press made before the app came.
  if (!pressed && !session.hasRefreshToken()) await whenNear(TALK_PARTS);
  try {
    const [reviews, questions] = await withAllMessages(() =>
      Promise.all([
        import('../features/reviews/components/product-reviews'),
        import('../features/questions/components/product-questions'),
      ]),
    );
    return { ProductReviews: reviews.ProductReviews, ProductQuestions: questions.ProductQuestions };
  } catch (error) {
    // Not busy for ever, nor a press held for nothing: the app's error for the failed load shows.
    releaseDrawnParts(TALK_PARTS);
    throw error;
  }
};
let productTalk: ReturnType<typeof loadProductTalk> | undefined;
const ProductReviews = lazy(async () => ({
  default: (await (productTalk ??= loadProductTalk())).ProductReviews,
}));
const ProductQuestions = lazy(async () => ({
  default: (await (productTalk ??= loadProductTalk())).ProductQuestions,
}));

/** A product's reviews, on show as the server drew them while their code comes. */
export function ProductTalkReviews({ productId }: { productId: number }) {
  return (
    <DrawnPart id={TALK_PARTS[0]} owner={String(productId)}>
      <ProductReviews productId={productId} />
    </DrawnPart>
  );
}

/** A product's questions, on show as the server drew them while their code comes. */
export function ProductTalkQuestions({ productId, seller }: { productId: number; seller: string }) {
  return (
    <DrawnPart id={TALK_PARTS[1]} owner={String(productId)}>
      <ProductQuestions productId={productId} seller={seller} />
    </DrawnPart>
  );
}
