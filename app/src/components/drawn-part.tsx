import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * What the server drew of a lazy part, for whom, and the controls a person pressed or moved to in it
 * meanwhile, until the code has come and the part is React's.
 */
interface Drawing {
  owner: string;
  html: string;
  pressed?: ControlKey;
  focused?: ControlKey;
  arrived: boolean;
}

/**
 * A control as its part's code draws it again: what it is and says, and how many alike come before
 * it. Not its place among the part's controls, which a signed-in person's part shifts (its ask box
 * comes before the questions the server drew for a visitor).
 */
type ControlKey = { kind: string; count: number };

const drawings = new Map<string, Drawing>();

/** What a press reaches in a part: its own controls. Links are left to the browser, which follows them. */
const CONTROLS = 'button, input, select, textarea, [role="button"]';

const controlsIn = (frame: HTMLElement) => [...frame.querySelectorAll<HTMLElement>(CONTROLS)];

const kindOf = (control: HTMLElement) =>
  [
    control.tagName,
    control.getAttribute('type'),
    control.getAttribute('role'),
    control.getAttribute('name'),
    control.getAttribute('value'),
    control.getAttribute('aria-label') ?? control.textContent?.replace(/\s+/g, ' ').trim(),
  ].join('\u0000');

function keyOf(frame: HTMLElement, control: HTMLElement): ControlKey {
  const kind = kindOf(control);
  const alike = controlsIn(frame).filter((other) => kindOf(other) === kind);
  return { kind, count: alike.indexOf(control) };
}

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

/**
 * Keeps the HTML the server drew in each frame of `ids` (`DrawnPart`), and remembers the control a
 * person presses there before the part's code has come. Call it before the browser takes those parts
 * over (the first call of their lazy loader, while React still holds the server's HTML), since
 * React may drop that HTML then: an update above a part whose code is still on its way (the
 * take-over's own, `useHydrated`) has React draw the part anew, from its fallback.
 */
export function keepDrawnParts(ids: readonly string[]): void {
  // The server draws the parts themselves.
  if (typeof document === 'undefined') return;
  for (const id of ids) {
    const frame = document.getElementById(id);
    const owner = frame?.dataset.drawnFor;
    if (!frame || owner === undefined || drawings.has(id)) continue;
    const drawing: Drawing = { owner, html: frame.innerHTML, arrived: false };
    drawings.set(id, drawing);
    // The frame's control, looked for at each event: React may draw the frame itself anew (a
    // signed-in person's take-over, whose page differs from the visitor's the server drew).
    const controlAt = (target: EventTarget | null) => {
      const control = target instanceof Element ? target.closest<HTMLElement>(CONTROLS) : null;
      const frame = control?.closest<HTMLElement>(`#${id}`);
      return control && frame && !drawing.arrived ? { control, frame } : undefined;
    };
    document.addEventListener('click', (event) => {
      const at = controlAt(event.target);
      if (!at) return;
      // Not sent as a form nor lost: pressed again once the code is there (DrawnPart).
      event.preventDefault();
      drawing.pressed = keyOf(at.frame, at.control);
      at.frame.setAttribute('aria-busy', 'true');
    });
    // A keyboard reader's place: React replaces the drawn controls when the code comes.
    document.addEventListener('focusin', (event) => {
      const at = controlAt(event.target);
      if (at) drawing.focused = keyOf(at.frame, at.control);
      else if (!drawing.arrived) drawing.focused = undefined;
    });
  }
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

/**
 * Once the part's code has drawn it, presses the control a person pressed on its drawing, or else
 * gives focus back to the control they had moved to (replacing it dropped focus to the page).
 */
function PressWaiting({ id }: { id: string }) {
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
