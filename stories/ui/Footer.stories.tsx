import { Footer } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { footerLinks, footerWordsIn } from './support/sample.js';
import { inSampleLanguage } from './support/sample-language.js';
import { inScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'Components/Navigation/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: { children: '© 2025 Plaza', links: footerLinks, linksLabel: 'Footer' },
  // The links and their name follow the Locale toolbar, as the app's messages do; a story without
  // links keeps none.
  render: (args, context) => {
    const words = inSampleLanguage(context, footerWordsIn);
    return (
      <Footer
        {...args}
        links={args.links?.length ? words.links : args.links}
        linksLabel={words.linksLabel}
      />
    );
  },
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
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const words = inSampleLanguage(context, footerWordsIn);
    await expect(canvas.getByRole('navigation', { name: words.linksLabel })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: words.links[0]!.label })).toHaveFocus();
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
