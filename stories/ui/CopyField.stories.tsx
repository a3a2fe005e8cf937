import { CopyField, type CopyFieldLabels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const labels: CopyFieldLabels = {
  copy: 'Copy',
  copied: 'Link copied',
  copyFailed: 'Your browser did not let us copy: press Ctrl+C',
};
const link = 'https://plaza.example/register?ref=maria_g';

/** The field's words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    label: 'Tu enlace de referido',
    description: 'Quien se registre con él entra en tu red.',
    labels: {
      copy: 'Copiar',
      copied: 'Enlace copiado',
      copyFailed:
        'Tu navegador no nos dejó copiar: el enlace quedó seleccionado, cópialo con Ctrl+C.',
    } satisfies CopyFieldLabels,
    // Copied, or the hint to copy by hand.
    result: /Enlace copiado|cópialo con Ctrl\+C/,
  },
  en: {
    label: 'Your referral link',
    description: 'Whoever registers through it joins your network.',
    labels,
    result: /Link copied|press Ctrl\+C/,
  },
};

const meta = {
  title: 'Components/Forms/CopyField',
  component: CopyField,
  tags: ['autodocs'],
  args: {
    label: 'Your referral link',
    value: link,
    labels,
    description: 'Whoever registers through it joins your network.',
  },
  argTypes: {
    label: { control: false },
    labels: { control: false },
    description: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return (
      <CopyField
        {...args}
        label={text.label}
        labels={text.labels}
        description={args.description && text.description}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Read-only text with a Copy button, such as the referral link. The result is announced in a status line: copied, or, when the browser refuses the clipboard, the text is selected with a hint to copy it by hand. The text stays left to right in a right-to-left page.',
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopiedByKeyboard: Story = {
  name: 'Copied by keyboard',
  play: async (context) => {
    const text = inSampleLanguage(context, labelsIn);
    const canvas = within(context.canvasElement);
    const field = canvas.getByRole('textbox', { name: text.label });
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toHaveValue(link);
    await tabTo(field);
    await tabTo(canvas.getByRole('button', { name: text.labels.copy }));
    await userEvent.keyboard('{Enter}');
    // The test browser may or may not grant the clipboard: either way the result is said.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(text.result));
  },
};

function Matrix() {
  return <CopyField label="Your referral link" value={link} labels={labels} />;
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
