import { LazyPart } from '@plaza/ui';
import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { CONTROLS, controlsIn } from './drawn-controls';
import * as styles from './lazy-on-use.css';

/**
 * What a person did on the stand-in meanwhile, each control named by its place among the
 * controls: the one that has focus, the one pressed (a button, or Enter in a field), the text
 * typed in each field.
 */
interface Use {
  focused?: number;
  pressed?: number;
  typed: Map<number, string>;
}

interface LazyOnUseProps {
  /** Starts fetching the part's code. */
  load: () => Promise<unknown>;
  /** Drawn as the part is, with its controls in the same order, until the part's code has come. */
  standIn: ReactNode;
  /** The part, lazy. */
  children: ReactNode;
  /**
   * The part at once, its code being needed now (an error only the part shows).
   * @default false
   */
  isNeeded?: boolean;
}

/** Until React has drawn what an event just changed. */
const drawn = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Hands the part what was done on its stand-in: the text typed in each field goes in while it has
 * focus, and is committed as leaving the field does unless the person is still there; the control
 * that has focus gets it back, and a press made there (a button, Enter in a field) is made again.
 */
async function handOver(frame: HTMLElement, { focused, pressed, typed }: Use): Promise<void> {
  const controls = controlsIn(frame);
  for (const [at, text] of typed) {
    const input = controls[at];
    if (!(input instanceof HTMLInputElement)) continue;
    input.focus();
    // Through the input's own setter, so that React hears the input as the browser's.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await drawn();
    if (focused !== at) input.blur();
  }
  if (focused !== undefined) controls[focused]?.focus();
  const control = pressed === undefined ? undefined : controls[pressed];
  // Enter in a field commits what it holds; a button is pressed.
  if (control instanceof HTMLInputElement)
    control.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  else control?.click();
}

/** Rendered beside the part, so that its effect runs once the part has replaced the stand-in. */
function Arrived({ frame, use }: { frame: RefObject<HTMLElement | null>; use: RefObject<Use> }) {
  useEffect(() => {
    if (frame.current) void handOver(frame.current, use.current);
  }, [frame, use]);
  return null;
}

/**
 * A part whose code comes when a person reaches for it (a pointer over it, focus, a press), drawn
 * meanwhile by a stand-in that looks and measures the same: a first visit never fetches it. The
 * stand-in stays on show until the part's code has come (a transition), and what the person did on
 * it (focus, text typed, a press) then reaches the part. If the code cannot be fetched, the
 * stand-in stays.
 */
export function LazyOnUse({ load, standIn, children, isNeeded = false }: LazyOnUseProps) {
  const frame = useRef<HTMLDivElement>(null);
  const use = useRef<Use>({ typed: new Map() });
  const [isUsed, setUsed] = useState(false);
  // A pointer's press focuses the stand-in before it ends: the part comes for the press itself,
  // so that it does not replace the control under a pointer still down.
  const pointerDown = useRef(false);
  const showPart = isUsed || isNeeded;

  // The control itself, not the icon in a button that a pointer pressed.
  const placeOf = (event: SyntheticEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    return frame.current && control
      ? controlsIn(frame.current).indexOf(control as HTMLElement)
      : -1;
  };
  const record = (event: SyntheticEvent, change: (at: number) => void) => {
    void load();
    const at = placeOf(event);
    if (showPart || at < 0) return;
    change(at);
    startTransition(() => setUsed(true));
  };

  return (
    <div
      ref={frame}
      className={styles.frame}
      onPointerOver={() => void load()}
      onPointerDownCapture={() => {
        pointerDown.current = true;
        void load();
      }}
      onPointerUpCapture={() => (pointerDown.current = false)}
      onFocusCapture={(event) => {
        if (!pointerDown.current) record(event, (at) => (use.current.focused = at));
      }}
      onBlurCapture={(event) => {
        if (!frame.current?.contains(event.relatedTarget as Node | null))
          use.current.focused = undefined;
      }}
      onClickCapture={(event) => {
        record(event, (at) => {
          if (event.target instanceof HTMLInputElement) use.current.focused = at;
          else use.current.pressed = at;
        });
      }}
      onKeyDownCapture={(event) => {
        const isInput = event.target instanceof HTMLInputElement;
        if (event.key === 'Enter' || (event.key === ' ' && !isInput))
          record(event, (at) => (use.current.pressed = at));
      }}
      onInputCapture={(event) => {
        const input = event.target;
        if (input instanceof HTMLInputElement)
          record(event, (at) => use.current.typed.set(at, input.value));
      }}
    >
      {/* The stand-in is the boundary's own content at first, not its fallback: the transition
          keeps it, focus and text typed in it, on show until the part's code has come. */}
      <LazyPart fallback={standIn}>
        {showPart ? (
          <>
            {children}
            <Arrived frame={frame} use={use} />
          </>
        ) : (
          standIn
        )}
      </LazyPart>
    </div>
  );
}
