import type { ProductReviewPage, ProductSummaryPage, QuestionPage } from '@plaza/api';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2eServer } from './support/fixture.js';

/** Text with its spaces as one plain space each, as a page's text reads. */
const plainSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

const bodyText = async (page: Page) =>
  plainSpaces((await page.locator('body').textContent()) ?? '');

async function answerOf<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  expect(answer.status, url).toBe(200);
  return (await answer.json()) as T;
}

/** A product's first reviews and questions, as its page asks for them. */
interface Reviewed {
  id: number;
  reviews: ProductReviewPage;
  questions: QuestionPage;
}

describe('a product page drawn on the server', () => {
  const e2e = useE2eServer({ withDemoShop: true, pagePerTest: true });
  /** A crawler's view: the HTML as sent, no script run. */
  let crawler: BrowserContext;
  let product: Reviewed;

  beforeAll(async () => {
    crawler = await e2e.browser.newContext({ javaScriptEnabled: false });
    const api = `${e2e.server.url}/api/marketplace/products/`;
    const { results } = await answerOf<ProductSummaryPage>(`${api}?page_size=50`);
    // The demo shop's first product with both reviews and answered questions.
    for (const { id } of results.filter((listed) => listed.rating.count > 0)) {
      const [reviews, questions] = await Promise.all([
        answerOf<ProductReviewPage>(`${api}${id}/reviews/?page=1&page_size=5`),
        answerOf<QuestionPage>(`${api}${id}/questions/?page=1&page_size=10`),
      ]);
      if (questions.count > 0) {
        product = { id, reviews, questions };
        return;
      }
    }
    throw new Error('the demo shop has no product with reviews and answered questions');
  });

  it('holds its first reviews and answered questions in the HTML, and the reviews in its schema.org Product', async () => {
    const page = await crawler.newPage();
    await page.goto(`${e2e.server.url}/product/${product.id}`);
    const text = await bodyText(page);
    expect(text).not.toContain('Cargando');
    for (const review of product.reviews.results) {
      expect(text).toContain(review.author.username);
      if (review.comment) expect(text).toContain(plainSpaces(review.comment));
    }
    for (const question of product.questions.results) {
      expect(text).toContain(plainSpaces(question.question));
      expect(text).toContain(plainSpaces(question.answer ?? 'no answer'));
    }
    const [item] = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (json) => JSON.parse(json) as { review?: unknown[] },
    );
    expect(item?.review).toEqual(
      product.reviews.results.map((review) =>
        expect.objectContaining({
          '@type': 'Review',
          author: { '@type': 'Person', name: review.author.username },
          datePublished: review.created_at.slice(0, 10),
          reviewRating: expect.objectContaining({ ratingValue: review.rating }) as unknown,
        }),
      ),
    );
    await page.close();
  });

  it('keeps its reviews and answered questions on show while their code has not come', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/product/${product.id}`);
    // Once the screen is taken over (an update React makes there drops a lazy part's server HTML
    // unless its fallback is that HTML: DrawnPart), and a while after, nothing scrolled or pressed.
    await page.waitForLoadState('networkidle');
    const firstReview = product.reviews.results[0]?.author.username ?? 'no review';
    const firstQuestion = plainSpaces(product.questions.results[0]?.question ?? 'no question');
    for (let look = 0; look < 10; look += 1) {
      // What shows, not the answers the page carries for its take-over.
      const text = plainSpaces(await page.locator('body').innerText());
      expect(text).toContain(firstReview);
      expect(text).toContain(firstQuestion);
      await page.waitForTimeout(100);
    }
  });

  it('is taken over without asking for its first reviews and questions again, and a press before its code comes is not lost', async () => {
    const { page, server } = e2e;
    const calls: URL[] = [];
    page.on('request', (request) => calls.push(new URL(request.url())));
    await page.goto(`${server.url}/product/${product.id}`);
    // A fast reader presses a star filter as soon as the page shows, before the reviews' code has
    // come: the press brings the code, and is made again once it is there (DrawnPart).
    const stars = product.reviews.results[0]?.rating ?? 5;
    const filtered = page.waitForResponse((answer) => answer.url().includes(`rating=${stars}`));
    const filter = page.getByRole('button', { name: new RegExp(`^${stars} estrellas?:`) });
    await filter.click();
    await filtered;
    await expect.poll(() => filter.getAttribute('aria-pressed')).toBe('true');
    await page.waitForLoadState('networkidle');
    const asked = (list: 'reviews' | 'questions') =>
      calls.filter(
        (call) =>
          call.pathname === `/api/marketplace/products/${product.id}/${list}/` &&
          !call.searchParams.has('rating'),
      );
    expect(asked('reviews')).toEqual([]);
    expect(asked('questions')).toEqual([]);
  });

  it('says a page is not found with scripts off, with the way back to explore', async () => {
    const page = await crawler.newPage();
    for (const path of ['/no-such-page', '/product/999999', '/seller/nobody_here']) {
      const answer = await page.goto(`${e2e.server.url}${path}`);
      expect(answer?.status(), path).toBe(404);
      await expect(page.locator('h1').textContent(), path).resolves.toBe('Página no encontrada');
      const back = page.getByRole('link', { name: 'Ir a Explorar', exact: true });
      await expect(back.getAttribute('href'), path).resolves.toBe('/explore');
    }
    await page.close();
  });
});
