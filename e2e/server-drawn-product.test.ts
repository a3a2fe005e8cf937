import type { ProductReviewPage, ProductSummaryPage, QuestionPage } from '@plaza/api';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, tokenPairOf, type Credentials } from './support/accounts.js';
import { holdChunk } from './support/chunks.js';
import { useE2eServer } from './support/fixture.js';
import { hasFocus, tabTo } from './support/page.js';
import { productIdOf } from './support/purchases.js';

/** Text with its spaces as one plain space each, as a page's text reads. */
const plainSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

const bodyText = async (page: Page) =>
  plainSpaces((await page.locator('body').textContent()) ?? '');

async function answerOf<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  expect(answer.status, url).toBe(200);
  return (await answer.json()) as T;
}

/** A demo product (packages/server/src/seed/demo/products) by aula_abierta. */
const COURSE = 'Curso de fotografía con el celular';
const COURSE_SELLER: Credentials = { username: 'aula_abierta', password: 'Aula-Pizarra-26' };

/** Holds back the reviews' and questions' code on `page` (holdChunk). */
const holdProductTalk = (page: Page) => holdChunk(page, 'product-talk');

/** POST `path` of the API as the holder of `access`, expecting it done. */
async function postAs<T>(url: string, access: string, path: string, body: unknown): Promise<T> {
  const answer = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify(body),
  });
  expect([200, 201], path).toContain(answer.status);
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
    // The reviews' code held back until the press, which must not come before it.
    const { release } = await holdProductTalk(page);
    await page.goto(`${server.url}/product/${product.id}`);
    // A fast reader presses a star filter as soon as the page shows, before the reviews' code has
    // come: the press is made again once it is there (DrawnPart).
    const stars = product.reviews.results[0]?.rating ?? 5;
    const filtered = page.waitForResponse((answer) => answer.url().includes(`rating=${stars}`));
    const filter = page.getByRole('button', { name: new RegExp(`^${stars} estrellas?:`) });
    await filter.click();
    release();
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

  it("makes a press made before any of the app's code has come, once it is there", async () => {
    const { page, server } = e2e;
    // Every script held back, as on a slow phone that shows the page long before its code runs.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The page's goto waits for the app to start (support/page.ts), which is what is held.
    const loaded = page.goto(`${server.url}/product/${product.id}`);
    const stars = product.reviews.results[0]?.rating ?? 5;
    const filter = page.getByRole('button', { name: new RegExp(`^${stars} estrellas?:`) });
    await filter.click();
    const filtered = page.waitForResponse((answer) => answer.url().includes(`rating=${stars}`));
    release();
    await Promise.all([loaded, filtered]);
    await expect.poll(() => filter.getAttribute('aria-pressed')).toBe('true');
  });

  it("keeps focus on the control a keyboard reader tabbed to while the reviews' code came", async () => {
    const { page, server } = e2e;
    // The reviews' code held back, as on a slow line, until the reader is on a star filter.
    const { release } = await holdProductTalk(page);
    await page.goto(`${server.url}/product/${product.id}`);
    const stars = product.reviews.results[0]?.rating ?? 5;
    const filter = page.getByRole('button', { name: new RegExp(`^${stars} estrellas?:`) });
    await tabTo(page, filter);
    // The control as the server drew it, which the part's code replaces with its own.
    await filter.evaluate((control) => control.setAttribute('data-drawn-control', ''));
    release();
    await expect.poll(() => page.locator('[data-drawn-control]').count()).toBe(0);
    await expect.poll(() => hasFocus(filter)).toBe(true);
    // And it is the live control that has it: Enter filters the reviews.
    const filtered = page.waitForResponse((answer) => answer.url().includes(`rating=${stars}`));
    await page.keyboard.press('Enter');
    await filtered;
    await expect.poll(() => filter.getAttribute('aria-pressed')).toBe('true');
  });

  it("makes a signed-in buyer's early press on the control they pressed, though their questions have an ask box above", async () => {
    const { server } = e2e;
    const courseId = await productIdOf(server.url, COURSE);
    const buyer = await registerAccount(server.url, 'repite_e2e');
    const [asker, seller] = await Promise.all([
      tokenPairOf(server.url, buyer),
      tokenPairOf(server.url, COURSE_SELLER),
    ]);
    // More answered questions than the page's first ten, so the server draws "Ver más preguntas".
    for (let n = 1; n <= 11; n += 1) {
      const { id } = await postAs<{ id: number }>(
        server.url,
        asker.access,
        `marketplace/products/${courseId}/questions/`,
        { question: `¿Sirve el curso número ${n} para empezar?` },
      );
      await postAs(server.url, seller.access, `marketplace/questions/${id}/answer/`, {
        answer: `Sí, la lección ${n} empieza de cero.`,
      });
    }
    const { page } = await e2e.openPage(buyer);
    const { asked, release } = await holdProductTalk(page);
    await page.goto(`${server.url}/product/${courseId}`);
    // A signed-in person's parts ask for their code as the page is taken over.
    await asked;
    // The buyer's part has the ask box (a text box and its button) before the questions the
    // server drew for a visitor: the press is made on "more", not on whatever comes first now.
    const secondPage = page.waitForResponse((answer) => {
      const url = new URL(answer.url());
      return (
        url.pathname === `/api/marketplace/products/${courseId}/questions/` &&
        url.searchParams.get('page') === '2'
      );
    });
    await page.getByRole('button', { name: /^Ver más preguntas/ }).click();
    release();
    await secondPage;
    await page.getByText('¿Sirve el curso número 1 para empezar?').waitFor();
    await expect(hasFocus(page.getByRole('textbox', { name: /^Tu pregunta/ }))).resolves.toBe(
      false,
    );
  });

  it("steps its quantity with a press made on the stepper before the stepper's code has come", async () => {
    const { page, server } = e2e;
    const numberFields = await holdChunk(page, 'number-fields');
    await page.goto(`${server.url}/product/${await productIdOf(server.url, COURSE)}`);
    const quantity = page.getByRole('textbox', { name: `Cantidad de ${COURSE}` });
    await expect(quantity.inputValue()).resolves.toBe('1');
    // The server drew a stand-in (LazyOnUse): a pointer over it asks for the stepper's code.
    await page.getByRole('button', { name: `Una unidad más de ${COURSE}` }).click();
    await numberFields.asked;
    numberFields.release();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    // The stepper itself now, which steps as it always does.
    await page.getByRole('button', { name: `Una unidad más de ${COURSE}` }).click();
    await expect.poll(() => quantity.inputValue()).toBe('3');
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
