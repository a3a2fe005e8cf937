import { NumberField, Repeater, type RepeaterProps, TextField, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type Attribute, type Level, repeaterLabels, updateRow } from './support/rows.js';
import { inScheme } from './support/SchemeMatrix.js';

let lastId = 0;
const newAttribute = (): Attribute => ({ id: `attribute-${++lastId}`, name: '', value: '' });

const attributes: Attribute[] = [
  { id: 'colour', name: 'Colour', value: 'Blue' },
  { id: 'material', name: 'Material', value: 'Ceramic' },
  { id: 'size', name: 'Size', value: '350 ml' },
];

const attributeLabels = repeaterLabels('Add attribute', 'Attribute', 'Remove attribute');

/** The app keeps the rows and edits their fields; this wrapper plays the app. */
function Attributes(props: Partial<RepeaterProps<Attribute>>) {
  const [rows, setRows] = useState<readonly Attribute[]>(props.rows ?? attributes);
  const update = (id: string, patch: Partial<Attribute>) => setRows(updateRow(rows, id, patch));
  return (
    <Repeater<Attribute>
      label="Attributes"
      labels={attributeLabels}
      createRow={newAttribute}
      renderRow={(row) => (
        <>
          <TextField label="Name" value={row.name} onChange={(name) => update(row.id, { name })} />
          <TextField
            label="Value"
            value={row.value}
            onChange={(value) => update(row.id, { value })}
          />
        </>
      )}
      {...props}
      rows={rows}
      onChange={(next) => {
        props.onChange?.(next);
        setRows(next);
      }}
    />
  );
}

function Levels({ rows: initial }: { rows: readonly Level[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <Repeater<Level>
      label="Levels"
      description="Levels are numbered in order; each pays 0 to 50 %, 50 % at most in all."
      rows={rows}
      onChange={setRows}
      createRow={() => ({ id: `level-${++lastId}`, percentage: 0 })}
      minRows={1}
      maxRows={5}
      isRequired
      labels={repeaterLabels('Add level', 'Level', 'Remove level')}
      renderRow={(row, index) => (
        <NumberField
          label={`Level ${index + 1}: payment percentage`}
          value={row.percentage / 100}
          onChange={(value) =>
            setRows(updateRow(rows, row.id, { percentage: Math.round(value * 100) }))
          }
          minValue={0}
          maxValue={0.5}
          formatOptions={{ style: 'percent' }}
        />
      )}
    />
  );
}

const meta: Meta<RepeaterProps<Attribute>> = {
  title: 'Components/Forms/Repeater',
  component: Repeater,
  tags: ['autodocs'],
  args: { onChange: fn() },
  render: (args) => <Attributes onChange={args.onChange} />,
  parameters: {
    docs: {
      description: {
        component:
          'A labelled list of rows of fields with add and remove buttons, e.g. a product’s attributes (name and value) or its levels (payment percentage by level). Controlled: the app keeps `rows` (each with a stable `id`) and renders each row’s fields with `renderRow`. Each row is a group named by `labels.row` (“Attribute 2”), so fields with the same label are told apart, and each remove button names its row (“Remove attribute 2”). Adding moves focus to the new row’s first field; removing moves it to the row that took its place, the one before, or the add button. `minRows` keeps rows that must stay; `maxRows` caps them. `errorMessage` shows under the rows for the list as a whole (e.g. “at least one attribute”); row fields carry their own errors.',
      },
    },
  },
};

export default meta;
type Story = StoryObj<RepeaterProps<Attribute>>;

export const AddAndRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Attribute 2' })).toBeInTheDocument();

    const add = canvas.getByRole('button', { name: 'Add attribute' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const fourth = await canvas.findByRole('group', { name: 'Attribute 4' });
    const name = within(fourth).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Weight');
    await userEvent.tab();
    await userEvent.keyboard('1 kg');
    await expect(within(fourth).getByRole('textbox', { name: 'Value' })).toHaveValue('1 kg');

    // Remove the second row from the keyboard: focus lands in the row that took its place.
    canvas.getByRole('button', { name: 'Remove attribute 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'colour' }),
      expect.objectContaining({ id: 'size' }),
      expect.objectContaining({ name: 'Weight', value: '1 kg' }),
    ]);
    const second = canvas.getByRole('group', { name: 'Attribute 2' });
    await expect(within(second).getByRole('textbox', { name: 'Name' })).toHaveValue('Size');
    await waitFor(() =>
      expect(within(second).getByRole('textbox', { name: 'Name' })).toHaveFocus(),
    );

    // Removing the last row leads to the one before it.
    canvas.getByRole('button', { name: 'Remove attribute 3' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('group', { name: 'Attribute 2' })).getByRole('textbox', {
          name: 'Name',
        }),
      ).toHaveFocus(),
    );
  },
};

export const RemoveTheLastRow: Story = {
  render: (args) => <Attributes onChange={args.onChange} rows={[attributes[0]!]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Remove attribute 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('group', { name: 'Attribute 1' })).not.toBeInTheDocument();
    // Nothing left to land on: focus goes to the add button.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add attribute' })).toHaveFocus(),
    );
  },
};

/**
 * Levels keep at least one row (its remove button is disabled) and at most five (then the add
 * button is).
 */
export const MinimumAndMaximum: Story = {
  render: () => <Levels rows={[{ id: 'level-a', percentage: 10 }]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove level 1' })).toBeDisabled();
    const add = canvas.getByRole('button', { name: 'Add level' });
    for (let count = 1; count < 5; count++) await userEvent.click(add);
    await expect(canvas.getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(5);
    await expect(add).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove level 1' })).toBeEnabled();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Attributes
      onChange={args.onChange}
      rows={[]}
      isRequired
      isInvalid
      errorMessage="Add at least one attribute"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Attributes' })).toHaveAccessibleDescription(
      'Add at least one attribute',
    );
  },
};

export const Disabled: Story = {
  render: (args) => <Attributes onChange={args.onChange} isDisabled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add attribute' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove attribute 1' })).toBeDisabled();
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <Attributes />
      <Levels
        rows={[
          { id: 'level-a', percentage: 10 },
          { id: 'level-b', percentage: 5 },
        ]}
      />
      <Attributes rows={[]} isRequired isInvalid errorMessage="Add at least one attribute" />
      <Attributes rows={[attributes[0]!]} isDisabled />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
