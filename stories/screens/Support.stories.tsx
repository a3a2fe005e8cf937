import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { onePage } from './support/fixtures/pages.js';
import { seller } from './support/fixtures/people.js';
import { purchases } from './support/fixtures/purchases.js';
import { tickets } from './support/fixtures/tickets.js';
import { screenMeta } from './support/screen-meta.js';

const meta = {
  title: 'Screens/Support',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s support screen (`/support`): the form to write to the team, about a purchase or not, and the user’s messages with their answers.',
    {
      path: '/support',
      user: seller,
      answers: {
        'GET marketplace/products-purchase/': onePage(purchases),
        'GET support/tickets/': onePage(tickets),
      },
    },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendAndAnswer: Story = {
  name: 'Send, answer, read',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    // The messages sent before, with the team's answer where there is one.
    await expect(canvas.getByText('Done: sign in with the new one.')).toBeVisible();
    canvas.getByRole('textbox', { name: /Subject/ }).focus();
    await userEvent.keyboard('Refund');
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('Refund');
  },
};

export const TestLightLtr: Story = onPage('lightLtr');
export const TestDarkRtl: Story = onPage('darkRtl');
export const TestSemiDarkLtr: Story = onPage('semiDarkLtr');
