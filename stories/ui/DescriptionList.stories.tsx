import { DescriptionList, media, StatusBadge, vars, type DescriptionItem } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';
import { statusLabelsIn } from './support/statuses.js';

/** A purchase's details in `words`' language, its status worded as the app words a purchase's. */
const purchaseIn = (words: (typeof wordsIn)['en'], status: string): DescriptionItem[] => [
  { id: 'number', term: words.purchase, value: '#1042' },
  { id: 'status', term: words.status, value: <StatusBadge status="preparing" label={status} /> },
  { id: 'date', term: words.date, value: words.dateValue },
  { id: 'payment', term: words.payment, value: words.paymentValue },
  { id: 'address', term: words.address, value: words.addressValue },
];

/** The details' words, as the app's catalogues word them, in each sample language. */
const wordsIn = {
  es: {
    purchase: 'Compra',
    status: 'Estado',
    date: 'Fecha',
    dateValue: '3 de marzo de 2026',
    payment: 'Método de pago',
    paymentValue: 'Transferencia bancaria',
    address: 'Dirección de envío',
    addressValue: 'Calle 93 #11-27, apartamento 502, Bogotá, Cundinamarca, Colombia',
  },
  en: {
    purchase: 'Purchase',
    status: 'Status',
    date: 'Date',
    dateValue: 'March 3, 2026',
    payment: 'Payment method',
    paymentValue: 'Bank transfer',
    address: 'Shipping address',
    addressValue: 'Calle 93 #11-27, apartment 502, Bogotá, Cundinamarca, Colombia',
  },
};

const purchase = purchaseIn(wordsIn.en, statusLabelsIn.en.preparing);

const meta = {
  title: 'Components/Data display/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: { items: purchase, layout: 'horizontal' },
  argTypes: {
    layout: { control: 'inline-radio', options: ['horizontal', 'stacked', 'columns'] },
    items: { control: false },
  },
  // The details follow the Locale toolbar, as the app's messages do; a story showing fewer keeps
  // as many.
  render: (args, context) => {
    const items = purchaseIn(
      inSampleLanguage(context, wordsIn),
      inSampleLanguage(context, statusLabelsIn).preparing,
    );
    return <DescriptionList {...args} items={items.slice(0, args.items.length)} />;
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

/**
 * A horizontal list as the width in effect lays it out: each term beside its value, the values
 * lined up, from md (768 px) up; the term above its value below it.
 */
async function expectHorizontalForWidth(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const terms = canvas.getAllByRole('term');
  await expect(terms).toHaveLength(purchase.length);
  await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('#1042');
  await expect(termBesideValue(terms[0]!)).toBe(window.matchMedia(media.md).matches);
  // The values start at one line, however long each term is.
  const starts = terms.map((term) => term.nextElementSibling!.getBoundingClientRect().left);
  await expect(new Set(starts).size).toBe(1);
}

export const Horizontal: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: ({ canvasElement }) => expectHorizontalForWidth(canvasElement),
};

/**
 * Below md the term sits above its value. The runner plays it on a phone's width; opened alone on a
 * wider page, it checks that width's layout.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: ({ canvasElement }) => expectHorizontalForWidth(canvasElement),
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
