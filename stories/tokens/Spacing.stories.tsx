import { vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { inScheme } from '../ui/support/SchemeMatrix.js';
import { SampleBox, TokenTable } from './support/TokenTable.js';

function Spacing() {
  return (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <TokenTable
        family="space"
        caption="Spacing: gaps, paddings and margins, on a scale of quarter rems."
        sample={(variable) => (
          <SampleBox
            style={{
              inlineSize: variable,
              blockSize: '0.75rem',
              background: vars.color.primary,
            }}
          />
        )}
      />
      <TokenTable
        family="radius"
        caption="Corner radii: small for fields and badges, larger for cards and dialogs, full for pills and avatars."
        sample={(variable) => (
          <SampleBox
            style={{
              inlineSize: '3rem',
              blockSize: '3rem',
              border: `2px solid ${vars.color.primary}`,
              borderRadius: variable,
            }}
          />
        )}
      />
    </div>
  );
}

const meta = {
  title: 'Tokens/Spacing and radius',
  component: Spacing,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The spacing scale and corner radii of the theme contract, the same in every scheme. Layout uses them through logical properties (`paddingInline`, `marginBlockEnd`), so right to left needs nothing of its own.',
      },
    },
  },
} satisfies Meta<typeof Spacing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /Spacing/ });
    const large = within(table).getByRole('rowheader', { name: 'space.lg' }).closest('tr')!;
    // The bar is as long as the token it shows: 1rem is 16 px.
    const bar = large.querySelector('td span')!;
    await expect(bar.getBoundingClientRect().width).toBe(16);
    await waitFor(() => expect(large.lastElementChild).toHaveTextContent('1rem'));
  },
};

export const TestLight: Story = { ...inScheme('light', Spacing), tags: ['!autodocs', 'visual'] };
