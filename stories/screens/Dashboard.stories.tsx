import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { pageOf } from '../play/overlay.js';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { earnings, network, withdrawals } from './support/fixtures/money.js';
import { onePage } from './support/fixtures/pages.js';
import { seller } from './support/fixtures/people.js';
import { reply } from './support/fixture-api.js';
import { screenMeta } from './support/screen-meta.js';

const meta = {
  title: 'Screens/Dashboard',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s dashboard (`/dashboard`) for a seller with a balance, a withdrawal paid before and two levels of network. The withdrawal’s code is refused unless it is 123456; a withdrawal over the $482.15 balance is refused as the server refuses it.',
    {
      path: '/dashboard',
      user: seller,
      answers: {
        'GET marketplace/earnings/': earnings,
        'GET marketplace/withdrawals/': onePage(withdrawals),
        'GET auth/user/tree/': network,
        'POST auth/user/send-code/': { detail: 'Sent.' },
        // As the server refuses more than the balance (ledger/withdrawals.ts).
        'POST marketplace/withdrawals/': reply(409, {
          code: 'insufficient_balance',
          detail: 'The amount is more than the balance.',
        }),
      },
    },
    // The referral link starts with the address Storybook is served from: a new port each run.
    { visualMask: ['input[readonly]'] },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithdrawByKeyboard: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    canvas.getByRole('textbox', { name: /Amount in dollars/ }).focus();
    await userEvent.keyboard('600');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Destination/ })).toHaveFocus();
    await userEvent.keyboard('ES91 2100 0418 4502 0005 1332');
    await pressEnterOn(canvas.getByRole('button', { name: 'Send me the code' }));
    const code = await canvas.findAllByRole('textbox', { name: /code/i });
    code[0]!.focus();
    await userEvent.keyboard('123456');
    await pressEnterOn(canvas.getByRole('button', { name: 'Request withdrawal' }));
    // $600 is more than the $482.15 balance: refused, in words.
    const refusal = await pageOf(canvasElement).findAllByText(
      'Your balance does not cover that amount.',
      {},
      { timeout: 5000 },
    );
    await expect(refusal[0]).toBeVisible();
  },
};

export const ChartAsTable: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    const show = await canvas.findByRole('button', { name: 'Show as table' });
    show.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

export const TestLightLtr: Story = onPage('lightLtr');
export const TestDarkRtl: Story = onPage('darkRtl');
export const TestSemiDarkLtr: Story = onPage('semiDarkLtr');
