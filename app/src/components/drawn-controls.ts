/**
 * What the server drew of a lazy part, for whom, and the controls a person pressed or moved to in it
 * meanwhile, until the code has come and the part is React's.
 */
export interface Drawing {
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
export type ControlKey = { kind: string; count: number };

/** Each drawn part's drawing, by its frame's id (DrawnPart), which PressWaiting reads once the code has come. */
export const drawings = new Map<string, Drawing>();

/** What a press reaches in a part: its own controls. Links are left to the browser, which follows them. */
export const CONTROLS = 'button, input, select, textarea, [role="button"]';

export const controlsIn = (frame: HTMLElement) => [
  ...frame.querySelectorAll<HTMLElement>(CONTROLS),
];

export const kindOf = (control: HTMLElement) =>
  [
    control.tagName,
    control.getAttribute('type'),
    control.getAttribute('role'),
    control.getAttribute('name'),
    control.getAttribute('value'),
    control.getAttribute('aria-label') ?? control.textContent?.replace(/\s+/g, ' ').trim(),
  ].join('\u0000');

export function keyOf(frame: HTMLElement, control: HTMLElement): ControlKey {
  const kind = kindOf(control);
  const alike = controlsIn(frame).filter((other) => kindOf(other) === kind);
  return { kind, count: alike.indexOf(control) };
}
