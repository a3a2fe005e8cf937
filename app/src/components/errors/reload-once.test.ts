import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/local-storage';
import { RELOAD_WINDOW_MS, shouldReloadAfterError } from './reload-once';

describe('reloading after a render error', () => {
  it('reloads once, then shows the fallback if the error comes back', () => {
    const storage = memoryStorage();
    expect(shouldReloadAfterError(storage, 1_000)).toBe(true);
    expect(shouldReloadAfterError(storage, 3_000)).toBe(false);
    expect(shouldReloadAfterError(storage, 1_000 + RELOAD_WINDOW_MS - 1)).toBe(false);
  });

  it('reloads again for an error long after the last reload', () => {
    const storage = memoryStorage();
    expect(shouldReloadAfterError(storage, 1_000)).toBe(true);
    expect(shouldReloadAfterError(storage, 1_000 + RELOAD_WINDOW_MS)).toBe(true);
  });

  it('never reloads when it cannot record the reload, so it cannot loop', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(shouldReloadAfterError(refusing, 1_000)).toBe(false);
  });

  it('does not trust a record from the future (a changed clock)', () => {
    const storage = memoryStorage({ 'plaza:reloaded-after-error': String(10 * RELOAD_WINDOW_MS) });
    expect(shouldReloadAfterError(storage, 1_000)).toBe(true);
  });
});
