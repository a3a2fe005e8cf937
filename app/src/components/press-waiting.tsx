import { useEffect } from 'react';
import { controlsIn, drawings, kindOf, type ControlKey } from './drawn-controls';

/** The control `key` names in the part as drawn now, if it has one. */
const controlOf = (frame: HTMLElement, { kind, count }: ControlKey): HTMLElement | undefined =>
  controlsIn(frame).filter((other) => kindOf(other) === kind)[count];

/** How long a press waits for its control to come into a part drawn anew (its list still loading). */
const PRESS_WAIT_MS = 5000;

/**
 * Presses the control `key` names in `frame` once the part has it: at once, or when the part's
 * code has drawn it (a signed-in person's list, which the server drew for a visitor, loads first).
 * The part stops saying it is busy then, or when it gave up waiting; a press is never made on
 * another control.
 */
function pressWhenThere(frame: HTMLElement, key: ControlKey): void {
  const press = () => {
    const control = controlOf(frame, key);
    control?.focus();
    control?.click();
    return control !== undefined;
  };
  const done = () => {
    observer.disconnect();
    clearTimeout(giveUp);
    frame.removeAttribute('aria-busy');
  };
  const observer = new MutationObserver(() => {
    if (press()) done();
  });
  const giveUp = setTimeout(done, PRESS_WAIT_MS);
  if (press()) done();
  else observer.observe(frame, { childList: true, subtree: true });
}

/**
 * Once the part's code has drawn it, presses the control a person pressed on its drawing, or else
 * gives focus back to the control they had moved to (replacing it dropped focus to the page).
 */
export function PressWaiting({ id }: { id: string }) {
  useEffect(() => {
    const drawing = drawings.get(id);
    const frame = document.getElementById(id);
    if (!drawing || !frame || drawing.arrived) return;
    drawing.arrived = true;
    const { pressed, focused } = drawing;
    drawing.pressed = drawing.focused = undefined;
    if (pressed) return pressWhenThere(frame, pressed);
    frame.removeAttribute('aria-busy');
    if (focused && (!document.activeElement || document.activeElement === document.body)) {
      controlOf(frame, focused)?.focus();
    }
  }, [id]);
  return null;
}
