import { Suspense, useState, type ReactNode } from 'react';

/** What the server drew of a lazy part, and for whom. */
interface Drawing {
  owner: string;
  html: string;
}

const drawings = new Map<string, Drawing>();

/**
 * Keeps the HTML the server drew in each frame of `ids` (`DrawnPart`). Call it before the browser
 * takes those parts over (the first call of their lazy loader, while React still holds the
 * server's HTML), since React may drop that HTML then: an update above a part whose code is still
 * on its way (the take-over's own, `useHydrated`) has React draw the part anew, from its fallback.
 */
export function keepDrawnParts(ids: readonly string[]): void {
  // The server draws the parts themselves.
  if (typeof document === 'undefined') return;
  for (const id of ids) {
    const frame = document.getElementById(id);
    const owner = frame?.dataset.drawnFor;
    if (!frame || owner === undefined || drawings.has(id)) continue;
    drawings.set(id, { owner, html: frame.innerHTML });
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
 * reviews and questions until they came into sight (issue 36's stale product page: a journey
 * reading them at once read them only when it beat that update).
 */
export function DrawnPart({ id, owner, children }: DrawnPartProps) {
  return (
    <div id={id} data-drawn-for={owner}>
      <Suspense fallback={<KeptDrawing id={id} owner={owner} />}>{children}</Suspense>
    </div>
  );
}
