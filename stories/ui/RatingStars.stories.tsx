import { RatingField, RatingStars, vars, type RatingFieldProps } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequiredChoiceForm } from '../play/field-forms.js';
import { FieldGrid } from '../play/field-grid.js';
import { useReportedState } from '../play/field-state.js';
import { expectErrorGone, expectInvalid, fieldOf, tabTo } from '../play/fields.js';
import { expectStars, notRated, productRating, starCount } from '../play/ratings.js';
import { inScheme } from './support/SchemeMatrix.js';
import {
  inSampleLanguage,
  sampleLanguage,
  type SampleLanguage,
} from './support/sample-language.js';

const rated = productRating(4.5, 12);

/** The rating's label and text, "4.5 out of 5 stars, 12 reviews" and "4.5 (12)", in each language. */
const ratedIn = { es: productRating(4.5, 12, 'es'), en: rated };

/** The field's words as the app's catalogues word them, in each sample language. */
const fieldWordsIn = {
  es: {
    label: 'Tu calificación',
    description: '¿Qué tal el producto que recibiste?',
    send: 'Publicar opinión',
    error: 'Elige de 1 a 5 estrellas',
  },
  en: {
    label: 'Your rating',
    description: 'How was the product you received?',
    send: 'Send review',
    error: 'Choose from 1 to 5 stars',
  },
};

const meta = {
  title: 'Components/Commerce/RatingStars',
  component: RatingStars,
  subcomponents: { RatingField },
  tags: ['autodocs'],
  args: { ...rated, size: 'md' },
  argTypes: {
    value: { control: { type: 'number', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    label: { control: false },
    text: { control: false },
  },
  // The label and text follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const { label, text } = inSampleLanguage(context, ratedIn);
    return <RatingStars {...args} label={label} text={text} />;
  },
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
  play: async (context) => {
    const { canvasElement } = context;
    const { label, text } = inSampleLanguage(context, ratedIn);
    await expectStars(canvasElement, label, text);
    // Four full stars and a half: the half is its own icon.
    const [, , , fourth, fifth] = canvasElement.querySelectorAll('[role="img"] svg');
    await expect(fifth!.innerHTML).not.toBe(fourth!.innerHTML);
  },
};

export const NotRatedYet: Story = {
  args: { value: null, label: notRated(), text: undefined },
  render: (args, context) => <RatingStars {...args} label={notRated(sampleLanguage(context))} />,
  play: async (context) => {
    const { canvasElement } = context;
    await expectStars(canvasElement, notRated(sampleLanguage(context)));
    // Five empty stars: all drawn the same.
    const icons = [...canvasElement.querySelectorAll('[role="img"] svg')];
    await expect(new Set(icons.map((icon) => icon.innerHTML)).size).toBe(1);
  },
};

/** Chosen stars, reported to the spy as the app's `onChange` would be called. */
const chooseStars = fn();

/** A RatingField whose stars stay chosen, as in the app. */
function ControlledField({
  language,
  ...props
}: Pick<RatingFieldProps, 'description'> & { language: SampleLanguage }) {
  const [value, setValue] = useReportedState<number | null, number>(null, chooseStars);
  return (
    <RatingField
      label={fieldWordsIn[language].label}
      starLabel={(stars) => starCount(stars, language)}
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

/** Tabs into the empty field and chooses with the arrows: `more` adds a star, `fewer` takes one. */
async function playArrows(
  context: { canvasElement: HTMLElement } & Parameters<typeof sampleLanguage>[0],
  more: string,
  fewer: string,
) {
  const language = sampleLanguage(context);
  const canvas = within(context.canvasElement);
  await expect(
    canvas.getByRole('radiogroup', { name: fieldWordsIn[language].label }),
  ).toBeInTheDocument();
  const star = (stars: number) => canvas.getByRole('radio', { name: starCount(stars, language) });

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
  render: (_, context) => {
    const language = sampleLanguage(context);
    return <ControlledField language={language} description={fieldWordsIn[language].description} />;
  },
  play: (context) => playArrows(context, '{ArrowRight}', '{ArrowLeft}'),
};

export const FieldRightToLeft: Story = {
  name: 'Field right to left',
  globals: { direction: 'rtl', locale: 'ar' },
  render: (_, context) => <ControlledField language={sampleLanguage(context)} />,
  // The first star is on the right, so Left gives more stars.
  play: (context) => playArrows(context, '{ArrowLeft}', '{ArrowRight}'),
};

export const FieldHover: Story = {
  name: 'Field under the pointer',
  render: (_, context) => <ControlledField language={sampleLanguage(context)} />,
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const lit = () => canvasElement.querySelectorAll('[data-lit]');
    const star = (stars: number) =>
      canvas.getByRole('radio', { name: starCount(stars, sampleLanguage(context)) });
    await userEvent.click(star(2).closest('label')!);
    await expect(chooseStars).toHaveBeenLastCalledWith(2);
    await expect(lit()).toHaveLength(2);

    // Pointing at a star previews it; leaving the row shows the choice again.
    await userEvent.hover(star(4).closest('label')!);
    await expect(lit()).toHaveLength(4);
    await userEvent.unhover(star(4).closest('label')!);
    await expect(lit()).toHaveLength(2);
  },
};

export const FieldRequired: Story = {
  name: 'Field required',
  render: (_, context) => {
    const language = sampleLanguage(context);
    const words = fieldWordsIn[language];
    return (
      <RequiredChoiceForm<number | null>
        empty={null}
        submitLabel={words.send}
        style={{ display: 'grid', justifyItems: 'start', gap: vars.space.md }}
      >
        {({ value, onChange, isInvalid }) => (
          <RatingField
            label={words.label}
            starLabel={(stars) => starCount(stars, language)}
            value={value}
            onChange={onChange}
            isRequired
            isInvalid={isInvalid}
            errorMessage={words.error}
          />
        )}
      </RequiredChoiceForm>
    );
  },
  play: async (context) => {
    const language = sampleLanguage(context);
    const words = fieldWordsIn[language];
    const canvas = within(context.canvasElement);
    const group = canvas.getByRole('radiogroup', { name: words.label });
    await expect(group).toHaveAttribute('aria-required', 'true');
    // Past the stars to the button, and send without a rating.
    await tabTo(canvas.getByRole('radio', { name: starCount(1, language) }));
    await tabTo(canvas.getByRole('button', { name: words.send }));
    await userEvent.keyboard('{Enter}');
    await expectInvalid(group, words.error);

    // Back into the stars, still by keyboard: choosing one clears the error.
    await userEvent.tab({ shift: true });
    await expect(group).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard(' ');
    await expectErrorGone(canvas, group, words.error);
  },
};

export const FieldDisabled: Story = {
  name: 'Field disabled',
  render: (_, context) => {
    const language = sampleLanguage(context);
    return (
      <RatingField
        label={fieldWordsIn[language].label}
        starLabel={(stars) => starCount(stars, language)}
        value={4}
        onChange={chooseStars}
        isDisabled
      />
    );
  },
  play: (context) =>
    fieldOf('radio', starCount(4, sampleLanguage(context))).playDisabledAndSkipped(context),
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
