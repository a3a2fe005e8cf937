import { Footer } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { footerLinks } from './support/sample.js';
import { inScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'Components/Navigation/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: { children: '© 2025 Plaza', links: footerLinks, linksLabel: 'Footer' },
  parameters: {
    docs: {
      description: {
        component:
          'The page footer: a line of text at the start and a few links at the end, wrapping on narrow screens. `AppShell`’s `footerType` makes it static, sticky or hidden.',
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveFocus();
  },
};

export const TextOnly: Story = { args: { links: [] } };

const Matrix = () => <Footer {...meta.args} />;

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
