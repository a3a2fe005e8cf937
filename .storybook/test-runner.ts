/// <reference types="jest" />
// The hooks run inside Jest (the test runner's), where `expect` is a global.
import { getStoryContext, type TestContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { existsSync, readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright';
import { axeContext, axeRunOptions } from './a11y.js';
import { FRAME_WIDTH, viewports, visualWidths, type ViewportName } from './viewports.js';

/** The page size for stories that do not pick a viewport. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };
/** Tall enough for the shell; full-page screenshots grow past it when the story does. */
const SCREENSHOT_HEIGHT = 900;

/**
 * Painted over in every screenshot: the initials of an avatar inside a button (the user menu's
 * trigger), which Chromium draws in the system face on one run and in Arial on the next, on the same
 * machine and build, at any width (seen in CI and here; the face is settled by something that races
 * the first layout). Avatar's own stories still show initials.
 */
const ALWAYS_MASKED = ['button [data-initials]'];

/** Baselines live beside the stories, one PNG per story and width, committed to git. */
const SNAPSHOTS_DIR = `${process.cwd()}/stories/__image_snapshots__`;

/**
 * Every story's play runs as a person sees it, with motion, in Spanish, and then again with motion
 * reduced, in English (a component's remounted in place, a screen's on a page of its own); a
 * screenshot story's once, reduced, as it is pictured.
 * After every story (and its play function) renders, axe checks it; any violation fails the story.
 * Stories tagged `visual` are then screenshotted at each review width (or the story's
 * `parameters.visualWidths`) and compared with the
 * committed baselines: `npm run test:visual:update` rewrites them on purpose, and a run with
 * `CI=true` never writes a missing one. A story with `parameters.schemes` (onPageInEveryScheme)
 * is checked and screenshotted on a page of its own in each scheme instead.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    // The same page serves every story of a file: size it for this one before it renders.
    const story = await storyOf(page, context);
    const name = story.storyGlobals?.viewport?.value as ViewportName | undefined;
    const styles = name && viewports[name]?.styles;
    if (styles && parseInt(styles.width) > FRAME_WIDTH) {
      throw new Error(
        `${context.id} fixes the ${name} viewport, wider than the frame (${FRAME_WIDTH} px)`,
      );
    }
    await page.setViewportSize(
      styles
        ? { width: parseInt(styles.width), height: parseInt(styles.height) }
        : DEFAULT_VIEWPORT,
    );
    // A play runs as a person sees the story, with motion; postVisit plays a component's again with
    // motion reduced. A picture (`visual`) is drawn with motion reduced from the start, its play (which
    // sets the picture up) included, as its baselines were: durations 0, no pulse.
    const picture = story.tags.includes('visual');
    await page.emulateMedia({ reducedMotion: picture ? 'reduce' : 'no-preference' });
    await withAxe(page);
  },
  async postVisit(page, context) {
    // A failed play function is the real error; axe running on a half-played story would hide it.
    if (context.hasFailure) return;
    await checkAccessibility(page);

    const story = await storyOf(page, context);
    expectChromaticCoverage(story);
    const picture = story.tags.includes('visual');
    if (!picture && (await storiesWithPlay(page)).has(context.id)) {
      if (story.parameters.screen) {
        // A screen is not remounted in place, as a component is: the app's modules keep their
        // state (SWR's requests in flight) across a remount, which a person's new page never does.
        await expectPlayAlone(
          page,
          context.id,
          { globals: { locale: SECOND_LOCALE } },
          'with motion reduced, in English',
        );
      } else {
        await expectPlayWithReducedMotion(page, context.id);
        // The viewport is the manager's (it sizes the frame): a developer opening the story in a
        // tab of its own gets the page's width, and the play must hold for the layout there too.
        if (story.storyGlobals?.viewport) {
          await expectPlayAlone(
            page,
            context.id,
            { size: DEFAULT_VIEWPORT },
            `opened alone at ${DEFAULT_VIEWPORT.width} px`,
          );
        }
      }
    }
    if (!picture) return;
    const schemes = story.parameters.schemes as Schemes | undefined;
    if (!schemes) {
      const pictured = await pictureOrStall(page, story, context.id);
      if (pictured) return;
      // The runner's page stopped drawing: the story is pictured on a page of its own, and the next
      // stories of the file get a fresh runner page, as the test runner itself renews a navigated one.
      await pictureAlone(page, story, context.id, {});
      await renewRunnerPage();
      return;
    }
    for (const [name, globals] of Object.entries(schemes)) {
      const identifier = `${story.componentId}--test-${kebab(name)}`;
      const scheme = await openInScheme(page, context.id, globals);
      try {
        await checkAccessibility(scheme);
        if (await pictureOrStall(scheme, story, identifier)) continue;
      } finally {
        await scheme.close();
      }
      await pictureAlone(page, story, identifier, globals);
    }
  },
};

/**
 * How long one picture (the page settled, then captured) may take before its page is taken for
 * stalled. Under a full run's load a screen's full-page picture takes a few seconds.
 */
const STALL_MS = 20_000;

/**
 * A page Chromium stopped drawing: no animation frame, no screenshot, ever again. Seen once in CI on
 * a screen already pictured in its first scheme (Purchases, after its light picture): the screenshot
 * timed out and the next story on that page waited out the test's timeout, while the files run after
 * it in the same browser passed: the page is stuck, not the browser.
 */
class PageStalled extends Error {}

/**
 * Screenshots `page` at every width against its baselines (screenshotAtEveryWidth); false if
 * Chromium stopped drawing the page before the pictures were taken. A picture unlike its baseline
 * still fails: only a stall is answered by drawing the story again on a fresh page.
 */
async function pictureOrStall(page: Page, story: StoryContext, name: string): Promise<boolean> {
  try {
    await screenshotAtEveryWidth(page, story, name);
    return true;
  } catch (error) {
    if (!(error instanceof PageStalled)) throw error;
    console.warn(`${name}: ${error.message}; pictured again on a fresh page`);
    return false;
  }
}

/** The story drawn afresh on a page of its own in `globals`, checked by axe, and pictured there. */
async function pictureAlone(
  runnerPage: Page,
  story: StoryContext,
  name: string,
  globals: Record<string, string>,
) {
  const fresh = await openInScheme(runnerPage, story.id, globals);
  try {
    await checkAccessibility(fresh);
    await screenshotAtEveryWidth(fresh, story, name);
  } finally {
    await fresh.close();
  }
}

/** What jest-playwright and the test runner put in the test file's globals to renew its page. */
declare const jestPlaywright: { resetPage(): Promise<void> };
declare const __sbSetupPage: (page: Page, context: unknown) => Promise<void>;

/**
 * A new runner page for the rest of the file, prepared as the test runner prepares its first (its
 * own retry after a navigation does the same); the stalled one is closed.
 */
async function renewRunnerPage() {
  const runner = globalThis as unknown as { page: Page; context: unknown };
  await jestPlaywright.resetPage();
  await __sbSetupPage(runner.page, runner.context);
}

/**
 * axe-core in `page`, once: the runner's page serves every story of a file, and evaluating axe's
 * 650 kB again for each story was time spent for nothing.
 */
async function withAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
}

/** Fails the story on any axe violation in `page`. */
async function checkAccessibility(page: Page) {
  await checkA11y(page, axeContext, {
    detailedReport: true,
    detailedReportOptions: { html: true },
    verbose: false,
    axeOptions: axeRunOptions,
  });
}

/**
 * Chromatic snapshots every story in its modes (modes.ts) but the screenshot matrices, whose schemes
 * those modes already cover: a story that loses its modes, or a matrix Chromatic would count again,
 * fails here rather than in a designer's review.
 */
function expectChromaticCoverage(story: StoryContext) {
  const chromatic = story.parameters.chromatic as
    { modes?: Record<string, unknown>; disableSnapshot?: boolean } | undefined;
  const matrix = story.tags.includes('visual');
  if (matrix && chromatic?.disableSnapshot !== true) {
    throw new Error(`${story.id} is a screenshot matrix that Chromatic would snapshot again`);
  }
  if (!matrix && (chromatic?.disableSnapshot || Object.keys(chromatic?.modes ?? {}).length === 0)) {
    throw new Error(`${story.id} has no Chromatic modes`);
  }
}

/** A story's `parameters.schemes` (onPageInEveryScheme): the globals of each scheme, by its name. */
type Schemes = Record<string, Record<string, string>>;

/** `semiDarkRtl` as a story id writes it: `semi-dark-rtl`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

let withPlay: Promise<Set<string>> | undefined;

/**
 * The ids of the stories with a play function: Storybook's index tags them `play-fn`, which the
 * prepared story the runner is given does not carry. Read once per story file's run.
 */
function storiesWithPlay(page: Page): Promise<Set<string>> {
  withPlay ??= page
    .evaluate(async () => {
      const index = (await (await fetch('index.json')).json()) as {
        entries: Record<string, { id: string; tags?: string[] }>;
      };
      return Object.values(index.entries)
        .filter((entry) => entry.tags?.includes('play-fn'))
        .map((entry) => entry.id);
    })
    .then((ids) => new Set(ids));
  return withPlay;
}

/**
 * The language of the second play. The runner plays in Spanish, the toolbar's default; the second
 * play, with motion reduced, reads English, so every play holds in both app languages at no extra
 * run (a story that fixes its locale keeps it).
 */
const SECOND_LOCALE = 'en';

/**
 * The play again with `prefers-reduced-motion: reduce` (durations 0) and the Locale toolbar on
 * English, as the Interactions panel's rerun does it: the story remounted in the same page, its
 * loaders and play run afresh. A play must hold for the people who turn motion off as for those who
 * see it, and in either language. The toolbar's locale is put back afterwards for the next story of
 * the page; preVisit sets its motion.
 */
async function expectPlayWithReducedMotion(page: Page, id: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const failure = await page.evaluate(
    ({ storyId, locale }) =>
      new Promise<string | undefined>((resolve) => {
        type Channel = {
          on: (event: string, listener: (payload: never) => void) => void;
          off: (event: string, listener: (payload: never) => void) => void;
          emit: (event: string, payload: unknown) => void;
        };
        const preview = window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: Channel;
          __STORYBOOK_PREVIEW__: {
            storyStoreValue: { userGlobals: { globals: Record<string, unknown> } };
          };
        };
        const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
        const toolbarLocale =
          preview.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.globals.locale;
        /** Sets the toolbar's locale; settles once the preview has taken it. */
        const setLocale = (to: unknown) =>
          new Promise<void>((updated) => {
            const listener = () => {
              channel.off('globalsUpdated', listener);
              updated();
            };
            channel.on('globalsUpdated', listener);
            channel.emit('updateGlobals', { globals: { locale: to } });
          });
        let error: string | undefined;
        const failed = (message: string) => (error ??= message);
        const listeners: Record<string, (payload: never) => void> = {
          playFunctionThrewException: (thrown: Error) => failed(thrown.message),
          storyThrewException: (thrown: Error) => failed(thrown.message),
          storyErrored: ({ description }: { description: string }) => failed(description),
          unhandledErrorsWhilePlaying: ([thrown]: Error[]) => failed(thrown?.message ?? 'error'),
          storyFinished: ({ status }: { status: string }) => {
            for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
            // A play's exception is reported on its own: the story may still finish `success`.
            const outcome =
              error ?? (status === 'error' ? 'the story ended in an error' : undefined);
            void setLocale(toolbarLocale).then(() => resolve(outcome));
          },
        };
        void setLocale(locale).then(() => {
          for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
          channel.emit('forceRemount', { storyId });
        });
      }),
    { storyId: id, locale: SECOND_LOCALE },
  );
  if (failure !== undefined) {
    throw new Error(`${id} failed with motion reduced, in English: ${failure}`);
  }
}

/** How a story's play ended on a page of its own: what failed, if anything. */
type Outcome = { failure?: string };

interface OpenAloneOptions {
  /** The toolbar's globals, in the page's address. */
  globals?: Record<string, string>;
  /** The page's size: the runner page's (the story's viewport) unless given. */
  size?: { width: number; height: number };
}

/**
 * Opens the story `id` on a page of its own, as a developer opening it in a new tab would, with
 * its `globals` in the address as the toolbar sets them, at its `size`, with motion reduced;
 * resolves once its play has finished, with what failed. The page listens to Storybook's channel
 * from the moment the preview creates it, so no failure is missed however fast the story runs.
 */
async function openAlone(
  runnerPage: Page,
  id: string,
  { globals = {}, size = runnerPage.viewportSize() ?? DEFAULT_VIEWPORT }: OpenAloneOptions = {},
) {
  const url = new URL('iframe.html', runnerPage.url());
  url.search = new URLSearchParams({
    id,
    viewMode: 'story',
    globals: Object.entries(globals)
      .map(([key, value]) => `${key}:${value}`)
      .join(';'),
  }).toString();
  const page = await runnerPage.context().newPage();
  await page.setViewportSize(size);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    type Channel = { on: (event: string, listener: (payload: never) => void) => void };
    const outcome = new Promise<Outcome>((resolve) => {
      let failure: string | undefined;
      const failed = (message: string) => (failure ??= message);
      let channel: Channel | undefined;
      Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
        configurable: true,
        get: () => channel,
        set(created: Channel) {
          channel = created;
          created.on('playFunctionThrewException', (thrown: Error) => failed(thrown.message));
          created.on('storyThrewException', (thrown: Error) => failed(thrown.message));
          created.on('storyErrored', ({ description }: { description: string }) =>
            failed(description),
          );
          created.on('storyMissing', () => failed('no such story'));
          created.on('unhandledErrorsWhilePlaying', ([thrown]: Error[]) =>
            failed(thrown?.message ?? 'error'),
          );
          created.on('storyFinished', ({ status }: { status: string }) =>
            resolve({
              failure: failure ?? (status === 'error' ? 'it ended in an error' : undefined),
            }),
          );
        },
      });
    });
    (window as { storyOutcome?: Promise<Outcome> }).storyOutcome = outcome;
  });
  await page.goto(url.toString());
  const { failure } = await page.evaluate(
    () => (window as unknown as { storyOutcome: Promise<Outcome> }).storyOutcome,
  );
  return { page, failure };
}

/** The story `id` on a page of its own in the scheme `globals`, rendered and played, for axe and screenshots. */
async function openInScheme(runnerPage: Page, id: string, globals: Record<string, string>) {
  const { page, failure } = await openAlone(runnerPage, id, { globals });
  if (failure !== undefined) {
    await page.close();
    const scheme = Object.values(globals).join(', ') || 'its own globals';
    throw new Error(`${id} failed on a page of its own with ${scheme}: ${failure}`);
  }
  await withAxe(page);
  return page;
}

/** The story's play once more on a page of its own (openAlone), failing the story with `how`. */
async function expectPlayAlone(
  runnerPage: Page,
  id: string,
  options: OpenAloneOptions,
  how: string,
) {
  const { page, failure } = await openAlone(runnerPage, id, options);
  await page.close();
  if (failure !== undefined) throw new Error(`${id} failed ${how}: ${failure}`);
}

/**
 * Screenshots `page` at each review width (or the story's `parameters.visualWidths`) and compares
 * each picture with the committed baseline `<name>--<width>.png`.
 */
async function screenshotAtEveryWidth(page: Page, story: StoryContext, name: string) {
  // A component whose layout does not change with the page may name fewer widths.
  const widths = (story.parameters.visualWidths as readonly number[] | undefined) ?? visualWidths;
  // What differs with where Storybook is served (a link with the page's origin) is painted over.
  const masked = (story.parameters.visualMask as readonly string[] | undefined) ?? [];
  const mask = [...ALWAYS_MASKED, ...masked].map((selector) => page.locator(selector));
  for (const width of widths) {
    await page.setViewportSize({ width, height: SCREENSHOT_HEIGHT });
    const identifier = `${name}--${width}`;
    const baseline = baselineOf(identifier);
    const image = await stableScreenshot(page, baseline, mask);
    // The baseline to the byte is a match: decoding both to compare their pixels would only say so
    // again (about 50 ms a picture, for most of the run's pictures).
    if (baseline && image.equals(baseline)) continue;
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: SNAPSHOTS_DIR,
      customSnapshotIdentifier: identifier,
      // Identical renders are expected on one machine kind; the allowance covers antialiasing.
      failureThreshold: 25,
      failureThresholdType: 'pixel',
    });
  }
}

/** The prepared story; its story-level `globals` are there at run time, if not in the type. */
async function storyOf(page: Page, context: TestContext) {
  const story = await getStoryContext(page, context);
  return story as typeof story & { storyGlobals?: { viewport?: { value?: string } } };
}

type StoryContext = Awaited<ReturnType<typeof storyOf>>;

/** How many screenshots may be taken while waiting for two alike. */
const SCREENSHOT_TRIES = 5;

/** The committed baseline's bytes, or undefined when there is none yet. */
function baselineOf(identifier: string): Buffer | undefined {
  const file = `${SNAPSHOTS_DIR}/${identifier}.png`;
  return existsSync(file) ? readFileSync(file) : undefined;
}

/**
 * A full-page screenshot once the page has stopped changing: the baseline to the byte (Chromium
 * encodes the same pixels the same way), or else two taken one after the other alike. On a busy
 * machine Chromium can capture a resized page before it has painted it at its new size (tiles of
 * the old width in the new picture), which one screenshot after settling cannot see.
 */
async function stableScreenshot(
  page: Page,
  baseline: Buffer | undefined,
  mask: Locator[],
): Promise<Buffer> {
  const capture = () =>
    withinStallTime(
      page,
      (async () => {
        await settle(page);
        // No timeout of Playwright's own: withinStallTime gives up on the page first.
        return page.screenshot({
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          mask,
          timeout: 0,
        });
      })(),
    );
  let previous = await capture();
  if (baseline && previous.equals(baseline)) return previous;
  for (let tries = 1; tries < SCREENSHOT_TRIES; tries += 1) {
    const image = await capture();
    if (image.equals(previous)) return image;
    previous = image;
  }
  return previous;
}

/** `work` on `page`, or PageStalled if it is not done within STALL_MS. */
async function withinStallTime<T>(page: Page, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PageStalled(`Chromium drew nothing on ${page.url()} for ${STALL_MS} ms`)),
      STALL_MS,
    );
  });
  // Left waiting on a stalled page, `work` fails once the page is closed: that is no news.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until a resize has re-rendered: media-query hooks, layout, pictures and fonts. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

export default config;
