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

interface AddressesProps extends Omit<AddressListProps, 'children' | 'selectedId'> {
  addresses: readonly AddressData[];
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The list with the choice an app would keep. */
function Addresses({ addresses, onEdit, onDelete, onSelectionChange, ...props }: AddressesProps) {
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
          labels={labels}
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // react-aria fills the list in a second render pass; until then it shows its empty state.
    await canvas.findByRole('row', { name: 'Home' });
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: 'Work' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Edit Work' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith('work');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Delete Work' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('work');
    // Pressing a button does not choose the address.
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No addresses yet')).toBeVisible();
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
