import { createHash } from 'node:crypto';

/**
 * The one script a page the server drew carries inline, in its head: until the app's code has come
 * and taken the screen over (it runs only after the first paint, app/src/boot.ts), a press on a
 * control of a part the server drew (`data-drawn-for`, app/src/components/drawn-part.tsx) is held
 * rather than lost: the browser does nothing with it, the control is remembered in
 * `window.plazaEarlyPresses`, and the app makes the press once the part is its own. Links are left
 * to the browser, which follows them. The app calls `stop` when it takes its parts over; on a page
 * with no such part (and a part the app draws later is its own) the script stops once the page is
 * read.
 */
export const EARLY_PRESSES_SCRIPT = `(() => {
  const presses = [];
  const hold = (event) => {
    const control =
      event.target instanceof Element &&
      event.target.closest('button, input, select, textarea, [role="button"]');
    if (!control || !control.closest('[data-drawn-for]')) return;
    event.preventDefault();
    presses.push(control);
  };
  const stop = () => document.removeEventListener('click', hold);
  document.addEventListener('click', hold);
  document.addEventListener('DOMContentLoaded', () => {
    if (!document.querySelector('[data-drawn-for]')) stop();
  });
  window.plazaEarlyPresses = { presses, stop };
})();`;

/** The script's CSP source: it alone runs inline, allowed by its hash, never `unsafe-inline`. */
export const EARLY_PRESSES_SCRIPT_HASH = `'sha256-${createHash('sha256')
  .update(EARLY_PRESSES_SCRIPT)
  .digest('base64')}'`;
