import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** What the server drew of a lazy part, for whom, and the control a person pressed in it meanwhile. */
interface Drawing {
  owner: string;
  html: string;
  /** The pressed control's place among the part's controls, until the code has come and pressed it. */
  pressed?: number;
  arrived: boolean;
}

const drawings = new Map<string, Drawing>();

/** What a press reaches in a part: its own controls. Links are left to the browser, which follows them. */
const CONTROLS = 'button, input, select, textarea, [role="button"]';

const controlsIn = (frame: HTMLElement) => [...frame.querySelectorAll<HTMLElement>(CONTROLS)];

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
    // On the frame, which React keeps, rather than on the controls, which it may replace.
    frame.addEventListener('click', (event) => {
      if (drawing.arrived || !(event.target instanceof Element)) return;
      const control = event.target.closest<HTMLElement>(CONTROLS);
      if (!control || !frame.contains(control)) return;
      // Not sent as a form nor lost: pressed again once the code is there (DrawnPart).
      event.preventDefault();
      drawing.pressed = controlsIn(frame).indexOf(control);
      frame.setAttribute('aria-busy', 'true');
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

/** Presses, once the part's code has drawn it, the control a person pressed on its drawing. */
function PressWaiting({ id }: { id: string }) {
  useEffect(() => {
    const drawing = drawings.get(id);
    const frame = document.getElementById(id);
    if (!drawing || !frame) return;
    drawing.arrived = true;
    const { pressed } = drawing;
    drawing.pressed = undefined;
    frame.removeAttribute('aria-busy');
    if (pressed === undefined) return;
    const control = controlsIn(frame)[pressed];
    control?.focus();
    control?.click();
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
