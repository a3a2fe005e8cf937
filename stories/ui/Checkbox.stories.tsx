import { Checkbox, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequiredChoiceForm } from '../play/field-forms.js';
import {
  expectDisabledAndSkipped,
  expectErrorGone,
  expectInvalid,
  expectPressIgnored,
  tabTo,
  toggleTwiceBySpace,
} from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const terms = (
  <>
    I accept the <a href="#privacy">privacy policy</a> and the <a href="#terms">terms</a>
  </>
);

/** The box's words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    news: 'Quiero recibir novedades sobre mis pedidos',
    description: 'Como mucho un correo por semana.',
    terms: (
      <>
        Acepto la <a href="#privacy">política de privacidad</a> y los <a href="#terms">términos</a>
      </>
    ),
    allCategories: 'Todas las categorías',
    submit: 'Registrarme',
    mustAccept: 'Debes aceptar la política de privacidad y los términos',
  },
  en: {
    news: 'Send me news about my orders',
    description: 'At most one e-mail a week.',
    terms,
    allCategories: 'All categories',
    submit: 'Create account',
    mustAccept: 'You must accept the privacy policy and the terms',
  },
};

/** What a play reads, in each sample language. */
const shown = {
  es: {
    termsBox: 'Acepto la política de privacidad y los términos',
    privacy: 'política de privacidad',
    terms: 'términos',
    termsWords: /Acepto la/,
    mustAccept: /Debes aceptar/,
  },
  en: {
    termsBox: 'I accept the privacy policy and the terms',
    privacy: 'privacy policy',
    terms: 'terms',
    termsWords: /I accept the/,
    mustAccept: /You must accept/,
  },
};

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: {
    children: 'Send me news about my orders',
    isDisabled: false,
    onChange: fn(),
  },
  argTypes: { children: { control: false }, description: { control: false } },
  // The words follow the Locale toolbar, as the app's messages do; a story's own choice of them
  // (no description) stays.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return (
      <Checkbox {...args} description={args.description && text.description}>
        {text.news}
      </Checkbox>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'A yes/no choice that applies when its form is sent, on react-aria-components `CheckboxField`. A native checkbox sits underneath: Space toggles it and a press anywhere on the label does too. The label may hold links (terms, privacy policy), which keep their own tab stops and open without toggling the box. `description` and `errorMessage` show under the label and are read with the checkbox; the error comes with an icon and a red edge, so it is not told by colour alone.',
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const box = within(canvasElement).getByRole('checkbox', {
      name: inSampleLanguage(context, labelsIn).news,
    });
    await tabTo(box);
    await toggleTwiceBySpace(box, args.onChange);
  },
};

export const WithDescription: Story = {
  args: { description: 'At most one e-mail a week.' },
  play: async (context) => {
    const box = within(context.canvasElement).getByRole('checkbox');
    await expect(box).toHaveAccessibleDescription(inSampleLanguage(context, labelsIn).description);
  },
};

/** The links are reached with Tab after the box, and following one leaves the box as it was. */
export const TermsWithLinks: Story = {
  args: { children: terms, isRequired: true },
  render: (args, context) => (
    <Checkbox {...args}>{inSampleLanguage(context, labelsIn).terms}</Checkbox>
  ),
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, shown);
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: text.termsBox });
    const privacy = canvas.getByRole('link', { name: text.privacy });
    const termsLink = canvas.getByRole('link', { name: text.terms });

    await tabTo(box);
    await tabTo(privacy);
    await tabTo(termsLink);

    // The label must not cancel the links' navigation, as it does for its own presses.
    const document = canvasElement.ownerDocument;
    const clicks: MouseEvent[] = [];
    const record = (event: MouseEvent) => clicks.push(event);
    document.addEventListener('click', record, { capture: true });
    // The browser's own activation: user-event would pass a click on any label to its checkbox.
    privacy.click();
    termsLink.click();
    document.removeEventListener('click', record, { capture: true });
    await expect(clicks.map((click) => click.defaultPrevented)).toEqual([false, false]);
    await expect(document.location.hash).toBe('#terms');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();

    // The words around the links still toggle it.
    await userEvent.click(canvas.getByText(text.termsWords));
    await expect(box).toBeChecked();
  },
};

/** A sign-up form whose one required choice is accepting the terms, in the given words. */
function TermsForm({ text }: { text: (typeof labelsIn)['en'] }) {
  return (
    <RequiredChoiceForm
      empty={false}
      submitLabel={text.submit}
      style={{ display: 'grid', justifyItems: 'start', gap: vars.space.md }}
    >
      {({ value, onChange, isInvalid }) => (
        <Checkbox
          isSelected={value}
          onChange={onChange}
          isRequired
          isInvalid={isInvalid}
          errorMessage={text.mustAccept}
        >
          {text.terms}
        </Checkbox>
      )}
    </RequiredChoiceForm>
  );
}

/**
 * Sending the form without accepting shows the error, tied to the checkbox as its description;
 * checking the box clears it.
 */
export const Invalid: Story = {
  render: (_args, context) => <TermsForm text={inSampleLanguage(context, labelsIn)} />,
  play: async (context) => {
    const labels = inSampleLanguage(context, labelsIn);
    const canvas = within(context.canvasElement);
    const box = canvas.getByRole('checkbox');
    await expect(box).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expectInvalid(box, labels.mustAccept);

    await userEvent.click(box);
    await expectErrorGone(canvas, box, inSampleLanguage(context, shown).mustAccept);
  },
};

export const Indeterminate: Story = {
  args: { children: 'All categories', isIndeterminate: true },
  render: (args, context) => (
    <Checkbox {...args}>{inSampleLanguage(context, labelsIn).allCategories}</Checkbox>
  ),
  play: async (context) => {
    const { allCategories } = inSampleLanguage(context, labelsIn);
    const box = within(context.canvasElement).getByRole('checkbox', { name: allCategories });
    await expect(box).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    await expectDisabledAndSkipped(canvas.getByRole('checkbox'));
    await expectPressIgnored(
      canvas.getByText(inSampleLanguage(context, labelsIn).news),
      args.onChange,
    );
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: vars.space.md }}>
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox description="At most one e-mail a week.">With a description</Checkbox>
      <Checkbox isInvalid errorMessage="You must accept the privacy policy and the terms">
        {terms}
      </Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Checked, disabled
      </Checkbox>
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
