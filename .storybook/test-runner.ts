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
 * Every story's play runs as a person sees it, with motion, and a component's then again with
 * motion reduced; a screenshot story's once, reduced, as it is pictured.
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
    await injectAxe(page);
  },
  async postVisit(page, context) {
    // A failed play function is the real error; axe running on a half-played story would hide it.
    if (context.hasFailure) return;
    await checkAccessibility(page);

    const story = await storyOf(page, context);
    expectChromaticCoverage(story);
    const picture = story.tags.includes('visual');
    // Not a screen's yet: remounted in place, a screen (Dashboard's ChartAsTable) left the next
    // screen story of its file waiting for its answers for ever, and on a page of its own Explore's
    // SortAndPages did not find what the runner's page had kept from earlier stories.
    const replayed = !picture && !story.parameters.screen;
    if (replayed && (await storiesWithPlay(page)).has(context.id)) {
      await expectPlayWithReducedMotion(page, context.id);
    }
    if (!picture) return;
    const schemes = story.parameters.schemes as Schemes | undefined;
    if (!schemes) return screenshotAtEveryWidth(page, story, context.id);
    for (const [name, globals] of Object.entries(schemes)) {
      const scheme = await openInScheme(page, context.id, globals);
      try {
        await checkAccessibility(scheme);
        await screenshotAtEveryWidth(scheme, story, `${story.componentId}--test-${kebab(name)}`);
      } finally {
        await scheme.close();
      }
    }
  },
};

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
 * The play again with `prefers-reduced-motion: reduce` (durations 0), as the Interactions panel's
 * rerun does it: the story remounted in the same page, its loaders and play run afresh. A play must
 * hold for the people who turn motion off as for those who see it. preVisit sets the next story's
 * motion.
 */
async function expectPlayWithReducedMotion(page: Page, id: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const failure = await page.evaluate(
    (storyId) =>
      new Promise<string | undefined>((resolve) => {
        type Channel = {
          on: (event: string, listener: (payload: never) => void) => void;
          off: (event: string, listener: (payload: never) => void) => void;
          emit: (event: string, payload: unknown) => void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
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
            resolve(error ?? (status === 'error' ? 'the story ended in an error' : undefined));
          },
        };
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        channel.emit('forceRemount', { storyId });
      }),
    id,
  );
  if (failure !== undefined) throw new Error(`${id} failed with motion reduced: ${failure}`);
}

/**
 * The story `id` on a page of its own with `globals` in its address, as the toolbar would set
 * them, once it has rendered; sized and with motion reduced as preVisit does for the runner's page.
 */
async function openInScheme(runnerPage: Page, id: string, globals: Record<string, string>) {
  const url = new URL('iframe.html', runnerPage.url());
  url.search = new URLSearchParams({
    id,
    viewMode: 'story',
    globals: Object.entries(globals)
      .map(([key, value]) => `${key}:${value}`)
      .join(';'),
  }).toString();
  const page = await runnerPage.context().newPage();
  await page.setViewportSize(DEFAULT_VIEWPORT);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url.toString());
  await page.waitForFunction(
    () =>
      (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
  );
  const failed = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay'),
  );
  if (failed) throw new Error(`${id} failed to render with ${url.searchParams.get('globals')}`);
  await injectAxe(page);
  return page;
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
    const image = await stableScreenshot(page, baselineOf(identifier), mask);
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
  const capture = async () => {
    await settle(page);
    return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', mask });
  };
  let previous = await capture();
  if (baseline && previous.equals(baseline)) return previous;
  for (let tries = 1; tries < SCREENSHOT_TRIES; tries += 1) {
    const image = await capture();
    if (image.equals(previous)) return image;
    previous = image;
  }
  return previous;
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
