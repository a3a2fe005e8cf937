import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CONTROLS, drawings, keyOf, type Drawing } from './drawn-controls';

/**
 * What makes a press held on a drawn part once its code has come: with that code (the part's own
 * chunk, vite.config.ts), not in every first visit's.
 */
const PressWaiting = lazy(async () => ({
  default: (await import('./press-waiting')).PressWaiting,
}));

declare global {
  interface Window {
    /**
     * The presses on a drawn part that the page's inline script held before the app came (the
     * server's http/early-presses.ts), and how to stop it holding more.
     */
    plazaEarlyPresses?: { presses: Element[]; stop: () => void };
  }
}

/**
 * Gives up waiting on the parts of `ids` (their code did not come): they stop saying they are busy
 * and presses on them are no longer held, so the app's error for the failed load is what shows.
 */
export function releaseDrawnParts(ids: readonly string[]): void {
  for (const id of ids) {
    const drawing = drawings.get(id);
    if (drawing) Object.assign(drawing, { arrived: true, pressed: undefined, focused: undefined });
    document.getElementById(id)?.removeAttribute('aria-busy');
  }
}

/** Holds a press on `control` until the part's code has come, the part saying it is busy. */
function holdPress(drawing: Drawing, frame: HTMLElement, control: HTMLElement): void {
  drawing.pressed = keyOf(frame, control);
  frame.setAttribute('aria-busy', 'true');
}

/**
 * Remembers the control a person presses on the drawing of the part `id`, and the one a keyboard
 * reader moves to, until the part's code has come (PressWaiting).
 */
function watchDrawing(id: string, drawing: Drawing): void {
  // The frame's control, looked for at each event: React may draw the frame itself anew (a
  // signed-in person's take-over, whose page differs from the visitor's the server drew).
  const controlAt = (target: EventTarget | null) => {
    const control = target instanceof Element ? target.closest<HTMLElement>(CONTROLS) : null;
    const frame = control?.closest<HTMLElement>(`#${id}`);
    return control && frame && !drawing.arrived ? { control, frame } : undefined;
  };
  // A click is the press; so is the pointer coming up on a control: a press whose pointer goes
  // down on the drawing as React draws it anew (the take-over's update puts the fallback's copy in
  // its place) comes up on the copy of its control, and the browser sends no click for a press
  // that ends on another element.
  for (const type of ['click', 'pointerup']) {
    document.addEventListener(type, (event) => {
      const at = controlAt(event.target);
      if (!at) return;
      // Not sent as a form nor lost: pressed again once the code is there (PressWaiting).
      event.preventDefault();
      holdPress(drawing, at.frame, at.control);
    });
  }
  // A keyboard reader's place: React replaces the drawn controls when the code comes.
  document.addEventListener('focusin', (event) => {
    const at = controlAt(event.target);
    drawing.focused = at && keyOf(at.frame, at.control);
  });
}

/**
 * Keeps the HTML the server drew in each frame of `ids` (`DrawnPart`), and remembers the control a
 * person presses there before the part's code has come, even before the app's own (the page's
 * script held it). Call it before the browser takes those parts over (the first call of their lazy
 * loader, while React still holds the server's HTML), since React may drop that HTML then: an
 * update above a part whose code is still on its way (the take-over's own, `useHydrated`) has React
 * draw the part anew, from its fallback. Says whether a press is waiting.
 */
export function keepDrawnParts(ids: readonly string[]): boolean {
  // The server draws the parts themselves.
  if (typeof document === 'undefined') return false;
  // The presses the page's script held before the app's code ran: it holds no more from here on.
  const early = window.plazaEarlyPresses;
  early?.stop();
  let pressed = false;
  for (const id of ids) {
    const frame = document.getElementById(id);
    const owner = frame?.dataset.drawnFor;
    if (!frame || owner === undefined || drawings.has(id)) continue;
    const drawing: Drawing = { owner, html: frame.innerHTML, arrived: false };
    drawings.set(id, drawing);
    const pressedEarly = early?.presses.findLast((control) => frame.contains(control));
    if (pressedEarly instanceof HTMLElement) {
      holdPress(drawing, frame, pressedEarly);
      pressed = true;
    }
    watchDrawing(id, drawing);
  }
  return pressed;
}

/** The server's drawing of the part `id` for `owner` while its code comes, when there is one. */
function KeptDrawing({ id, owner }: { id: string; owner: string }) {
  // Read once: the frame's HTML is React's own from here on.
  const [html] = useState(() => {
    const drawing = drawings.get(id);
    return drawing?.owner === owner ? drawing.html : undefined;
  });
  if (html === undefined) return null;
  // The server's own HTML, as it sent it a moment ago: nothing a person typed.
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

interface DrawnPartProps {
  /** The frame's id, which `keepDrawnParts` is given. */
  id: string;
  /** Whose part it is (a product's id): another's drawing is never shown for it. */
  owner: string;
  /** The part, lazy. */
  children: ReactNode;
}

/**
 * A lazy part of a page the server drew (a product's reviews and questions), which stays on show
 * while its code comes: with a fallback of `null`, the take-over's first update emptied the
 * reviews and questions until they came into sight (issue 36: a journey reading them at once read
 * them only when it beat that update). Nor is a press on it lost: React does not replay a press on
 * HTML it has not taken over, and a disabled-looking part would tell a reader, who has it all on
 * show, to wait for nothing visible; so a press is remembered and made again once the part is
 * there (a moment later: its code starts coming at the first sign of intent, `whenNear`), the part
 * saying it is busy meanwhile (`aria-busy`).
 */
export function DrawnPart({ id, owner, children }: DrawnPartProps) {
  return (
    <div id={id} data-drawn-for={owner}>
      <Suspense fallback={<KeptDrawing id={id} owner={owner} />}>
        {children}
        <PressWaiting id={id} />
      </Suspense>
    </div>
  );
}
