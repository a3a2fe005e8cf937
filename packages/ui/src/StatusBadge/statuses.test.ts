import { describe, expect, it } from 'vitest';
import { statusAppearance } from './statuses.js';

// That these are exactly docs/api.md's statuses is the app's check (app/src/components/statuses.test.ts):
// the design system does not import the API.
describe('statusAppearance', () => {
  it('gives each status an icon of its own, so colour never tells two apart alone', () => {
    const icons = new Set(Object.values(statusAppearance).map(({ icon }) => icon));
    expect(icons.size).toBe(Object.keys(statusAppearance).length);
  });
});
