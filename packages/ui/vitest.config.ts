import { defineProject } from 'vitest/config';

// Unit tests of plain token values; components are tested through Storybook play functions.
export default defineProject({
  test: { name: 'ui', include: ['src/**/*.test.ts'] },
});
