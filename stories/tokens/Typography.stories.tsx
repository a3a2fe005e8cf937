import { vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from '../ui/support/SchemeMatrix.js';
import { TokenTable } from './support/TokenTable.js';

const SAMPLE = 'Plaza · Añadir al carrito';

function Typography() {
  return (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <TokenTable
        family="fontSize"
        caption="Type sizes, in rems, so they follow the reader's own text size."
        sample={(variable) => <span style={{ fontSize: variable }}>{SAMPLE}</span>}
      />
      <TokenTable
        family="fontWeight"
        caption="Weights."
        sample={(variable) => <span style={{ fontWeight: variable }}>{SAMPLE}</span>}
      />
      <TokenTable
        family="lineHeight"
        caption="Line heights: tight for headings, normal for running text."
        sample={(variable) => (
          <span style={{ display: 'block', lineHeight: variable, maxInlineSize: '14rem' }}>
            {SAMPLE}. {SAMPLE}.
          </span>
        )}
      />
      <TokenTable
        family="font"
        caption="Faces: the system's own, so nothing is downloaded and every script has a face."
        sample={(variable) => <span style={{ fontFamily: variable }}>{SAMPLE}</span>}
      />
    </div>
  );
}

const meta = {
  title: 'Tokens/Typography',
  component: Typography,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The type scale, weights, line heights and faces of the theme contract, the same in every scheme.',
      },
    },
  },
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /Type sizes/ });
    const row = within(table).getByRole('rowheader', { name: 'fontSize.xxxl' }).closest('tr')!;
    // The sample is drawn at the size the row names: 2rem is 32 px.
    await expect(getComputedStyle(row.querySelector('td span')!).fontSize).toBe('32px');
  },
};

export const TestLight: Story = { ...inScheme('light', Typography), tags: ['!autodocs', 'visual'] };
