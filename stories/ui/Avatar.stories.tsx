import { Avatar, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';

// A drawn portrait, so the story fetches nothing.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#fde68a"/><circle cx="20" cy="16" r="8" fill="#b45309"/><rect x="6" y="28" width="28" height="16" rx="8" fill="#b45309"/></svg>',
)}`;

const meta = {
  title: 'Components/Data display/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Ana López', size: 'md', isDecorative: false },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          'A round photo, or the initials of `name` when there is no photo or it fails to load. It is an image named `name`, unless `isDecorative` says the name is already written next to it.',
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ana López' });
    await expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AL');
  },
};

export const Photo: Story = { args: { src: photo } };

export const FromEmail: Story = {
  args: { name: 'marta.ruiz@example.com' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img');
    await expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'MR');
  },
};

export const BrokenPhotoFallsBack: Story = {
  args: { src: 'data:image/png;base64,bm90LWFuLWltYWdl' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ana López' });
    await waitFor(() =>
      expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AL'),
    );
  },
};

function Matrix() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.md }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Avatar key={size} name="Ana López" size={size} />
      ))}
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Avatar key={size} name="Ana López" src={photo} size={size} />
      ))}
      <Avatar name="عمر" size="lg" />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
