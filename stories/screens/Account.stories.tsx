import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenAt, screenMeta } from './support/screen-meta.js';

/** The account forms ask the API nothing until they are sent. */
const visitor = { answers: {} };

const meta = {
  title: 'Screens/Account',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s account forms, as a visitor finds them: signing in (`/login`), registering (`/register`) and asking for a new password (`/forgot-passsword`, spelled as the links already shared).',
    { path: '/login', ...visitor },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};

export const Register: Story = screenAt({ path: '/register', ...visitor });

export const ForgotPassword: Story = screenAt({ path: '/forgot-passsword', ...visitor });
