import type { Meta, StoryObj } from '@storybook/react-vite';
import { notificationPageOf, notifications } from './support/fixtures/notifications.js';
import { seller } from './support/fixtures/people.js';
import { screenMeta } from './support/screen-meta.js';

const meta = {
  title: 'Screens/Notifications',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s notifications (`/notifications`) of a signed-in seller: her whole history by day, newest first, the unread ones marked, with the switch to see only those and the way to mark them all read.',
    {
      path: '/notifications',
      user: seller,
      // The bell's latest few and the page's history, from one history.
      answers: { 'GET notifications/': notificationPageOf(notifications) },
    },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeUnread: Story = {};
