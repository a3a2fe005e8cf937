import { ErrorFallback } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const labels = {
  title: 'Something went wrong',
  message:
    'Please update your browser and try again. If it happens again, send a screenshot of this page to support.',
  reload: 'Reload',
  support: 'Contact support',
};

/** The labels as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    title: 'Algo salió mal',
    message:
      'Actualiza tu navegador e inténtalo de nuevo. Si vuelve a pasar, envía una captura de pantalla de esta página a soporte.',
    reload: 'Recargar',
    support: 'Contactar a soporte',
  },
  en: labels,
} satisfies Record<string, typeof labels>;

const meta = {
  title: 'Components/Feedback/ErrorFallback',
  component: ErrorFallback,
  tags: ['autodocs'],
  args: { labels, onReload: fn(), supportHref: '#support' },
  argTypes: { labels: { control: false } },
  // The labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <ErrorFallback {...args} labels={inSampleLanguage(context, labelsIn)} />
  ),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The screen the app shows after an unexpected render error (docs/product.md section 2): it asks the user to update the browser and to send a screenshot to support. It needs only the theme, so it still renders when the app’s own state is what broke.',
      },
    },
  },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const label = inSampleLanguage(context, labelsIn);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: label.title })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: label.reload })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: label.support })).toHaveFocus();
  },
};

export const WithoutSupportLink: Story = { args: { supportHref: undefined } };

const Matrix = () => <ErrorFallback labels={labels} onReload={() => {}} supportHref="#support" />;

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
