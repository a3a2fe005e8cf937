import { ErrorFallback } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';

const labels = {
  title: 'Something went wrong',
  message:
    'Please update your browser and try again. If it happens again, send a screenshot of this page to support.',
  reload: 'Reload',
  support: 'Contact support',
};

const meta = {
  title: 'Components/Feedback/ErrorFallback',
  component: ErrorFallback,
  tags: ['autodocs'],
  args: { labels, onReload: fn(), supportHref: '#support' },
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveFocus();
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
