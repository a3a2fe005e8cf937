import { RatingField, RatingStars, vars, type RatingFieldProps } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequiredChoiceForm } from '../play/field-forms.js';
import { FieldGrid } from '../play/field-grid.js';
import { useReportedState } from '../play/field-state.js';
import { expectErrorGone, expectInvalid, fieldOf, tabTo } from '../play/fields.js';
import { expectStars, productRating, starCount } from '../play/ratings.js';
import { inScheme } from './support/SchemeMatrix.js';

const rated = productRating(4.5, 12);

const meta = {
  title: 'Components/Commerce/RatingStars',
  component: RatingStars,
  subcomponents: { RatingField },
  tags: ['autodocs'],
  args: { ...rated, size: 'md' },
  argTypes: {
    value: { control: { type: 'number', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  globals: { locale: 'en' },
  parameters: {
    docs: {
      description: {
        component:
          '`RatingStars` shows a rating, read-only: five stars drawn to the nearest half (4.3 draws four and a half), empty ones as outlines, so the picture does not rest on colour. Screen readers hear one picture named by `label` (“4.5 out of 5 stars, 12 reviews”); the optional `text` beside the stars is hidden from them, as the label says it. `RatingField` is the input: a react-aria `RadioGroup` of five star radios, each named by `starLabel`, one tab stop whose arrow keys move and choose (Right gives more stars left to right, Left right to left). The stars up to the chosen one, or to the hovered one, light up; each is a 32 px target with a visible focus ring. Required, invalid and disabled work as in every other field.',
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    await expectStars(canvasElement, rated.label, rated.text);
    // Four full stars and a half: the half is its own icon.
    const [, , , fourth, fifth] = canvasElement.querySelectorAll('[role="img"] svg');
    await expect(fifth!.innerHTML).not.toBe(fourth!.innerHTML);
  },
};

export const NotRatedYet: Story = {
  args: { value: null, label: 'Not rated yet', text: undefined },
  play: async ({ canvasElement }) => {
    await expectStars(canvasElement, 'Not rated yet');
    // Five empty stars: all drawn the same.
    const icons = [...canvasElement.querySelectorAll('[role="img"] svg')];
    await expect(new Set(icons.map((icon) => icon.innerHTML)).size).toBe(1);
  },
};

/** Chosen stars, reported to the spy as the app's `onChange` would be called. */
const chooseStars = fn();

/** A RatingField whose stars stay chosen, as in the app. */
function ControlledField(props: Pick<RatingFieldProps, 'description'>) {
  const [value, setValue] = useReportedState<number | null, number>(null, chooseStars);
  return (
    <RatingField
      label="Your rating"
      starLabel={starCount}
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

/** Tabs into the empty field and chooses with the arrows: `more` adds a star, `fewer` takes one. */
async function playArrows(canvasElement: HTMLElement, more: string, fewer: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
  const star = (stars: number) => canvas.getByRole('radio', { name: starCount(stars) });

  await tabTo(star(1));
  await userEvent.keyboard(`${more}${more}${more}`);
  await expect(star(4)).toHaveFocus();
  await expect(star(4)).toBeChecked();
  await expect(chooseStars).toHaveBeenLastCalledWith(4);

  await userEvent.keyboard(fewer);
  await expect(star(3)).toBeChecked();
  await expect(chooseStars).toHaveBeenLastCalledWith(3);
  // The stars up to the chosen one light up, the rest do not.
  for (const stars of [1, 2, 3]) await expect(star(stars).closest('[data-lit]')).not.toBeNull();
  for (const stars of [4, 5]) await expect(star(stars).closest('[data-lit]')).toBeNull();
}

export const Field: Story = {
  render: () => <ControlledField description="How was the product you received?" />,
  play: ({ canvasElement }) => playArrows(canvasElement, '{ArrowRight}', '{ArrowLeft}'),
};

export const FieldRightToLeft: Story = {
  name: 'Field right to left',
  globals: { direction: 'rtl', locale: 'ar' },
  render: () => <ControlledField />,
  // The first star is on the right, so Left gives more stars.
  play: ({ canvasElement }) => playArrows(canvasElement, '{ArrowLeft}', '{ArrowRight}'),
};

export const FieldHover: Story = {
  name: 'Field under the pointer',
  render: () => <ControlledField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lit = () => canvasElement.querySelectorAll('[data-lit]');
    await userEvent.click(canvas.getByRole('radio', { name: '2 stars' }).closest('label')!);
    await expect(chooseStars).toHaveBeenLastCalledWith(2);
    await expect(lit()).toHaveLength(2);

    // Pointing at a star previews it; leaving the row shows the choice again.
    await userEvent.hover(canvas.getByRole('radio', { name: '4 stars' }).closest('label')!);
    await expect(lit()).toHaveLength(4);
    await userEvent.unhover(canvas.getByRole('radio', { name: '4 stars' }).closest('label')!);
    await expect(lit()).toHaveLength(2);
  },
};

export const FieldRequired: Story = {
  name: 'Field required',
  render: () => (
    <RequiredChoiceForm<number | null>
      empty={null}
      submitLabel="Send review"
      style={{ display: 'grid', justifyItems: 'start', gap: vars.space.md }}
    >
      {({ value, onChange, isInvalid }) => (
        <RatingField
          label="Your rating"
          starLabel={starCount}
          value={value}
          onChange={onChange}
          isRequired
          isInvalid={isInvalid}
          errorMessage="Choose from 1 to 5 stars"
        />
      )}
    </RequiredChoiceForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    // Past the stars to the button, and send without a rating.
    await tabTo(canvas.getByRole('radio', { name: '1 star' }));
    await tabTo(canvas.getByRole('button', { name: 'Send review' }));
    await userEvent.keyboard('{Enter}');
    await expectInvalid(group, 'Choose from 1 to 5 stars');

    // Back into the stars, still by keyboard: choosing one clears the error.
    await userEvent.tab({ shift: true });
    await expect(group).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard(' ');
    await expectErrorGone(canvas, group, 'Choose from 1 to 5 stars');
  },
};

export const FieldDisabled: Story = {
  name: 'Field disabled',
  render: () => (
    <RatingField
      label="Your rating"
      starLabel={starCount}
      value={4}
      onChange={chooseStars}
      isDisabled
    />
  ),
  play: fieldOf('radio', '4 stars').playDisabledAndSkipped,
};

const noop = () => {};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg }}>
        <RatingStars {...rated} />
        <RatingStars {...productRating(3, 1)} size="sm" />
        <RatingStars {...productRating(0.5, 2)} size="sm" />
        <RatingStars value={5} label="5 out of 5 stars" />
        <RatingStars value={null} label="Not rated yet" text="No reviews yet" />
      </div>
      <FieldGrid>
        <RatingField label="Your rating" starLabel={starCount} value={null} onChange={noop} />
        <RatingField
          label="Chosen"
          description="How was the product you received?"
          starLabel={starCount}
          value={3}
          onChange={noop}
          isRequired
        />
        <RatingField
          label="Invalid"
          starLabel={starCount}
          value={null}
          onChange={noop}
          isRequired
          isInvalid
          errorMessage="Choose from 1 to 5 stars"
        />
        <RatingField label="Disabled" starLabel={starCount} value={4} onChange={noop} isDisabled />
      </FieldGrid>
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
