import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it('keeps a supported saved language', () => {
    expect(resolveLanguage('en')).toBe('en');
    expect(resolveLanguage('es')).toBe('es');
  });

  it('uses Spanish when nothing or an unsupported language is saved', () => {
    expect(resolveLanguage(null)).toBe('es');
    expect(resolveLanguage('fr')).toBe('es');
    expect(resolveLanguage('')).toBe('es');
  });
});
