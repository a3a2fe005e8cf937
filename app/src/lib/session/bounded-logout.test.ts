import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundedLogout, LOGOUT_WAIT_MS } from './bounded-logout';

describe('the logout a sign-out waits for', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is waited for while the server answers', async () => {
    let answer: () => void = () => {};
    let done = false;
    const waiting = boundedLogout(new Promise<void>((resolve) => (answer = resolve))).then(
      () => (done = true),
    );
    await Promise.resolve();
    expect(done).toBe(false);
    answer();
    await waiting;
    expect(done).toBe(true);
  });

  it(`is given up after ${LOGOUT_WAIT_MS} ms when the server never answers`, async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = boundedLogout(new Promise<void>(() => {})).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('reports a failed call and never fails itself', async () => {
    const offline = new Error('network');
    const reportError = vi.fn();
    await expect(boundedLogout(Promise.reject(offline), reportError)).resolves.toBeUndefined();
    expect(reportError).toHaveBeenCalledWith(offline);
  });
});
