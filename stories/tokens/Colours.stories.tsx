import { vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { inScheme } from '../ui/support/SchemeMatrix.js';
import { SampleBox, TokenTable } from './support/TokenTable.js';

function Colours() {
  return (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <TokenTable
        family="color"
        caption="Colour roles: components name a role, never a colour, and each scheme fills it. Every text role is checked for AA contrast on the backgrounds it is used on."
        sample={(variable) => (
          <SampleBox
            style={{
              inlineSize: '3rem',
              blockSize: '1.5rem',
              background: variable,
              border: `1px solid ${vars.color.border}`,
              borderRadius: vars.radius.sm,
            }}
          />
        )}
      />
      <TokenTable
        family="shadow"
        caption="Shadows, by how far a surface stands above the page."
        sample={(variable) => (
          <SampleBox
            style={{
              inlineSize: '4rem',
              blockSize: '2rem',
              background: vars.color.surfaceRaised,
              boxShadow: variable,
              borderRadius: vars.radius.md,
            }}
          />
        )}
      />
    </div>
  );
}

const meta = {
  title: 'Tokens/Colours',
  component: Colours,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The colour roles and shadows of the theme contract, with their values in the scheme the toolbar picks (light, dark, or semi-dark, whose chrome takes the dark values). Drawn from the contract itself, so a role added or removed there is added or removed here.',
      },
    },
  },
} satisfies Meta<typeof Colours>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Roles: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /Colour roles/ });
    // One row per role of the contract, each with the value the scheme computes for it.
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(Object.keys(vars.color).length);
    // Read once the page's scheme is on (an effect after the first paint).
    for (const row of rows) {
      await waitFor(() => expect(row.lastElementChild?.textContent).toMatch(/^#|^rgb/));
    }
  },
};

export const TestLight: Story = { ...inScheme('light', Colours), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Colours), tags: ['!autodocs', 'visual'] };
