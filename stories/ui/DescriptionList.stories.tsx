import { DescriptionList, StatusBadge, vars, type DescriptionItem } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';

const purchase: DescriptionItem[] = [
  { id: 'number', term: 'Purchase', value: '#1042' },
  { id: 'status', term: 'Status', value: <StatusBadge status="preparing" label="Preparing" /> },
  { id: 'date', term: 'Date', value: 'March 3, 2026' },
  { id: 'payment', term: 'Payment method', value: 'Bank transfer' },
  {
    id: 'address',
    term: 'Shipping address',
    value: 'Calle 93 #11-27, apartment 502, Bogotá, Cundinamarca, Colombia',
  },
];

const meta = {
  title: 'Components/Data display/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: { items: purchase, layout: 'horizontal' },
  argTypes: {
    layout: { control: 'inline-radio', options: ['horizontal', 'stacked', 'columns'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Term and value pairs, such as a purchase’s details, as an HTML `<dl>`. `horizontal` (the default) puts each term beside its value from the md breakpoint (768 px) up, with the values lined up; below it, and always with `stacked`, the term sits above its value.',
      },
    },
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether a term and its value share a line (they are baseline-aligned, so tops may differ). */
const termBesideValue = (term: HTMLElement) => {
  const [own, value] = [term, term.nextElementSibling!].map((node) => node.getBoundingClientRect());
  return value!.top < own!.bottom && own!.top < value!.bottom;
};

export const Horizontal: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    await expect(terms).toHaveLength(purchase.length);
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('#1042');
    await expect(termBesideValue(terms[0]!)).toBe(true);
    // The values start at one line, however long each term is.
    const starts = terms.map((term) => term.nextElementSibling!.getBoundingClientRect().left);
    await expect(new Set(starts).size).toBe(1);
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole('term');
    await expect(termBesideValue(terms[0]!)).toBe(false);
  },
};

/** Pairs side by side, as in DataTable’s cards on phones. */
export const Columns: Story = {
  args: { layout: 'columns', items: purchase.slice(0, 4) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole('term');
    await expect(termBesideValue(terms[0]!)).toBe(false);
    // The second pair sits beside the first, not under it.
    const [first, second] = terms.map((term) => term.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
  },
};

export const Stacked: Story = {
  args: { layout: 'stacked' },
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole('term');
    await expect(termBesideValue(terms[0]!)).toBe(false);
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <DescriptionList items={purchase} />
      <DescriptionList items={purchase.slice(0, 3)} layout="stacked" />
      <DescriptionList items={purchase.slice(0, 4)} layout="columns" />
    </div>
  );
}

// Its layout follows the page width, so it keeps the default three review widths.
export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
