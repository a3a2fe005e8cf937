/*
 * Storybook's Screens are where a designer reviews the app: every page of the route table has a
 * screen story drawing it (stories/screens/), so a page added without one fails here rather than
 * going unreviewed.
 */
import { describe, expect, it } from 'vitest';
import { pages } from './pages';
import { matchPattern } from './route-pattern';

/** The screen stories' sources, read as text: only their fixtures' addresses matter here. */
const sources = import.meta.glob<string>('../../../stories/screens/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The addresses the screen stories draw: each fixture's literal `path`. */
const drawnPaths = Object.values(sources).flatMap((source) =>
  [...source.matchAll(/\bpath: ['`]([^'`$]+)['`]/g)].map(([, path]) => path!),
);

describe('screen stories', () => {
  it('are found', () => {
    expect(drawnPaths.length).toBeGreaterThan(0);
  });

  it('draw every page of the route table', () => {
    const undrawn = Object.entries(pages)
      .filter(([, page]) => !('redirect' in page))
      .filter(([, page]) => !drawnPaths.some((path) => matchPattern(page.path, path) !== null))
      .map(([name, page]) => `${name} (${page.path})`);
    expect(undrawn).toEqual([]);
  });
});
