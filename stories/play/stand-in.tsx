// A stand-in (MoneyFieldStandIn, QuantityStepperStandIn) is swapped for its field under a person's
// hands (the app's LazyOnUse), so to a screen reader, the keyboard and the eye it is the field.
import { vars } from '@plaza/ui';
import type { ReactNode } from 'react';
import { expect, getRoles, within } from 'storybook/test';
import { tabTo } from './fields.js';

interface BesideProps {
  /** The field itself. */
  real: ReactNode;
  /** Its stand-in, given the same props. */
  standIn: ReactNode;
}

/** The field and its stand-in side by side, each as wide and tall as it draws itself. */
export function Beside({ real, standIn }: BesideProps) {
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.xl }}
    >
      <div>{real}</div>
      <div>{standIn}</div>
    </div>
  );
}

/** A control both draw, found as a user finds it: by its ARIA role and accessible name. */
interface Control {
  role: string;
  name: string;
}

/** How many elements of each role `part` holds: what a screen reader finds there (divs aside). */
const rolesIn = (part: HTMLElement) =>
  Object.fromEntries(
    Object.entries(getRoles(part))
      .filter(([role]) => role !== 'generic')
      .map(([role, found]) => [role, found.length]),
  );

/** The box `part` draws, measured. */
const sizeOf = (part: Element) => {
  const { width, height } = part.getBoundingClientRect();
  return { width, height };
};

/**
 * Expects the stand-in beside the field (`Beside`) to be the field to a user: the same roles, each
 * of `controls` under the same name and equally disabled in both, the same box, the first control
 * (the input) reached by the next Tab after the field's and showing the field's value. Returns the
 * stand-in's input, for the story to read that value itself.
 */
export async function expectStandInAlike(
  canvasElement: HTMLElement,
  controls: [Control, ...Control[]],
): Promise<HTMLInputElement> {
  const [real, standIn] = [...canvasElement.firstElementChild!.children] as HTMLElement[];
  await expect(rolesIn(standIn!)).toEqual(rolesIn(real!));
  await expect(sizeOf(standIn!.firstElementChild!)).toEqual(sizeOf(real!.firstElementChild!));

  const [own, drawn] = [real!, standIn!].map((part) =>
    controls.map(({ role, name }) => within(part).getByRole(role, { name })),
  );
  /** Which of the controls are disabled, by name. */
  const disabledIn = (found: HTMLElement[]) =>
    Object.fromEntries(controls.map(({ name }, at) => [name, found[at]!.matches(':disabled')]));
  await expect(disabledIn(drawn!)).toEqual(disabledIn(own!));

  const [ownInput, drawnInput] = [own![0] as HTMLInputElement, drawn![0] as HTMLInputElement];
  await tabTo(ownInput);
  await tabTo(drawnInput);
  await expect(drawnInput).toHaveValue(ownInput.value);
  return drawnInput;
}
