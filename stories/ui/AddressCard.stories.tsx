import {
  AddressCard,
  AddressList,
  type AddressCardLabels,
  type AddressData,
  type AddressListProps,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const addresses: AddressData[] = [
  {
    id: 'home',
    name: 'Home',
    lines: ['Calle 10 # 5-20, apt 301', 'Bogotá, Colombia', '+57 300 123 4567'],
  },
  {
    id: 'work',
    name: 'Work',
    lines: ['Carrera 7 # 71-21, floor 4', 'Bogotá, Colombia', '+57 601 555 0100'],
  },
  { id: 'parents', name: 'Parents', lines: ['Avenida El Poblado # 10-15', 'Medellín, Colombia'] },
];

const labels: AddressCardLabels = {
  edit: (name) => `Edit ${name}`,
  delete: (name) => `Delete ${name}`,
};

/** The sample words as the app's catalogues word them, in each sample language. */
const wordsIn = {
  es: {
    labels: {
      edit: (name) => `Editar ${name}`,
      delete: (name) => `Eliminar ${name}`,
    } satisfies AddressCardLabels,
    list: 'Dirección de envío',
    empty: 'Todavía no tienes direcciones',
    names: { home: 'Casa', work: 'Trabajo', parents: 'Casa de mis padres' } as Record<
      string,
      string
    >,
    lines: {
      'Calle 10 # 5-20, apt 301': 'Calle 10 # 5-20, apto. 301',
      'Carrera 7 # 71-21, floor 4': 'Carrera 7 # 71-21, piso 4',
    } as Record<string, string>,
  },
  en: {
    labels,
    list: 'Shipping address',
    empty: 'No addresses yet',
    names: {} as Record<string, string>,
    lines: {} as Record<string, string>,
  },
};

/** The addresses' names and lines in the sample language (English as written). */
const addressesIn = (words: (typeof wordsIn)['en'], shown: readonly AddressData[]): AddressData[] =>
  shown.map((address) => ({
    ...address,
    name: words.names[address.id] ?? address.name,
    lines: address.lines.map((line) => words.lines[line] ?? line),
  }));

/** What a play reads, in each sample language. */
const shown = {
  es: { home: 'Casa', work: 'Trabajo', editWork: 'Editar Trabajo', deleteWork: 'Eliminar Trabajo' },
  en: { home: 'Home', work: 'Work', editWork: 'Edit Work', deleteWork: 'Delete Work' },
};

interface AddressesProps extends Omit<AddressListProps, 'children' | 'selectedId'> {
  addresses: readonly AddressData[];
  /** The cards' button names; English unless the story's language says otherwise. */
  labels?: AddressCardLabels;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The list with the choice an app would keep. */
function Addresses({
  addresses,
  labels: cardLabels = labels,
  onEdit,
  onDelete,
  onSelectionChange,
  ...props
}: AddressesProps) {
  const [selectedId, setSelectedId] = useState<string | null>(addresses[0]?.id ?? null);
  return (
    <AddressList
      {...props}
      selectedId={selectedId}
      onSelectionChange={(id) => {
        onSelectionChange(id);
        setSelectedId(id);
      }}
    >
      {addresses.map((address) => (
        <AddressCard
          key={address.id}
          address={address}
          labels={cardLabels}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </AddressList>
  );
}

const meta = {
  title: 'Components/Commerce/AddressCard',
  component: Addresses,
  // The table documents the design system's own props, not this story's sample wrapper's.
  subcomponents: { AddressCard },
  tags: ['autodocs'],
  args: {
    addresses,
    'aria-label': 'Shipping address',
    emptyLabel: 'No addresses yet',
    onSelectionChange: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  argTypes: { labels: { control: false } },
  // The names, lines and labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const words = inSampleLanguage(context, wordsIn);
    return (
      <Addresses
        {...args}
        addresses={addressesIn(words, args.addresses)}
        labels={words.labels}
        aria-label={words.list}
        emptyLabel={words.empty}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          '`AddressCard`s inside an `AddressList` (a react-aria GridList with single selection): choose the shipping address like a radio option — arrow keys move between cards, Space or Enter chooses, the circle fills and the border thickens. The right arrow reaches a card’s edit and delete buttons, named after the address (“Edit Home”), so no button hides inside another control.',
      },
    },
  },
} satisfies Meta<typeof Addresses>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    // react-aria fills the list in a second render pass; until then it shows its empty state.
    await canvas.findByRole('row', { name: inSampleLanguage(context, shown).home });
    const rows = canvas.getAllByRole('row');
    await expect(rows[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('work');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[0]).toHaveAttribute('aria-selected', 'false');

    // Choosing the chosen one again keeps it: one address is always chosen.
    await userEvent.keyboard(' ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
  },
};

export const EditAndDelete: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, shown);
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: text.work });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: text.editWork })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith('work');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: text.deleteWork })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('work');
    // Pressing a button does not choose the address.
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async (context) => {
    const { empty } = inSampleLanguage(context, wordsIn);
    await expect(within(context.canvasElement).getByText(empty)).toBeVisible();
  },
};

function Matrix() {
  return <Addresses {...(meta.args as AddressesProps)} />;
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
