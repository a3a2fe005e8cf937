import { describe, expect, it } from 'vitest';
import { textProblem } from './check.js';

describe('textProblem', () => {
  it('refuses an empty text, or one of spaces and line breaks only', () => {
    expect(textProblem('', 500)).toBe('required');
    expect(textProblem('  \n\t ', 500)).toBe('required');
  });

  it('takes a text up to the limit, and refuses one character more', () => {
    expect(textProblem('a'.repeat(500), 500)).toBeNull();
    expect(textProblem('a'.repeat(501), 500)).toBe('tooLong');
  });

  it('counts spaces as the count under the box does', () => {
    expect(textProblem(`${'a'.repeat(499)}  `, 500)).toBe('tooLong');
  });
});
