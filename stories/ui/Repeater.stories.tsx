import { NumberField, Repeater, type RepeaterProps, TextField, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type Attribute, type Level, repeaterLabels, updateRow } from './support/rows.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage, type SampleLanguage } from './support/sample-language.js';

let lastId = 0;
const newAttribute = (): Attribute => ({ id: `attribute-${++lastId}`, name: '', value: '' });

const attributes: Attribute[] = [
  { id: 'colour', name: 'Colour', value: 'Blue' },
  { id: 'material', name: 'Material', value: 'Ceramic' },
  { id: 'size', name: 'Size', value: '350 ml' },
];

/** The sample's words, as the product form's catalogue words them where it has them. */
interface Words {
  attributes: string;
  attributeLabels: RepeaterProps<Attribute>['labels'];
  name: string;
  value: string;
  rows: Attribute[];
  atLeastOne: string;
  levels: string;
  levelsHelp: string;
  levelLabels: RepeaterProps<Level>['labels'];
  percentage: (level: number) => string;
}

/** The words in each sample language; matrices keep the English ones. */
const wordsIn: Record<SampleLanguage, Words> = {
  es: {
    attributes: 'Atributos',
    attributeLabels: repeaterLabels('Agregar atributo', 'Atributo', 'Quitar atributo'),
    name: 'Nombre',
    value: 'Valor',
    rows: [
      { id: 'colour', name: 'Color', value: 'Azul' },
      { id: 'material', name: 'Material', value: 'Cerámica' },
      { id: 'size', name: 'Tamaño', value: '350 ml' },
    ],
    atLeastOne: 'Agrega al menos un atributo',
    levels: 'Niveles',
    levelsHelp:
      'Los niveles van numerados en orden; cada uno paga de 0 a 50 %, 50 % como máximo entre todos.',
    levelLabels: repeaterLabels('Agregar nivel', 'Nivel', 'Quitar nivel'),
    percentage: (level) => `Nivel ${level}: porcentaje de pago`,
  },
  en: {
    attributes: 'Attributes',
    attributeLabels: repeaterLabels('Add attribute', 'Attribute', 'Remove attribute'),
    name: 'Name',
    value: 'Value',
    rows: attributes,
    atLeastOne: 'Add at least one attribute',
    levels: 'Levels',
    levelsHelp: 'Levels are numbered in order; each pays 0 to 50 %, 50 % at most in all.',
    levelLabels: repeaterLabels('Add level', 'Level', 'Remove level'),
    percentage: (level) => `Level ${level}: payment percentage`,
  },
};

/** What a play types and reads, in each sample language. */
const shown = {
  es: {
    addAttribute: 'Agregar atributo',
    attribute: 'Atributo',
    removeAttribute: 'Quitar atributo',
    weight: 'Peso',
    addLevel: 'Agregar nivel',
    level: 'Nivel',
    removeLevel: 'Quitar nivel',
  },
  en: {
    addAttribute: 'Add attribute',
    attribute: 'Attribute',
    removeAttribute: 'Remove attribute',
    weight: 'Weight',
    addLevel: 'Add level',
    level: 'Level',
    removeLevel: 'Remove level',
  },
};

/** The app keeps the rows and edits their fields; this wrapper plays the app. */
function Attributes({
  words = wordsIn.en,
  ...props
}: Partial<RepeaterProps<Attribute>> & { words?: Words }) {
  const [rows, setRows] = useState<readonly Attribute[]>(props.rows ?? words.rows);
  const update = (id: string, patch: Partial<Attribute>) => setRows(updateRow(rows, id, patch));
  return (
    <Repeater<Attribute>
      label={words.attributes}
      labels={words.attributeLabels}
      createRow={newAttribute}
      renderRow={(row) => (
        <>
          <TextField
            label={words.name}
            value={row.name}
            onChange={(name) => update(row.id, { name })}
          />
          <TextField
            label={words.value}
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

function Levels({ rows: initial, words = wordsIn.en }: { rows: readonly Level[]; words?: Words }) {
  const [rows, setRows] = useState(initial);
  return (
    <Repeater<Level>
      label={words.levels}
      description={words.levelsHelp}
      rows={rows}
      onChange={setRows}
      createRow={() => ({ id: `level-${++lastId}`, percentage: 0 })}
      minRows={1}
      maxRows={5}
      isRequired
      labels={words.levelLabels}
      renderRow={(row, index) => (
        <NumberField
          label={words.percentage(index + 1)}
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
  // The words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <Attributes onChange={args.onChange} words={inSampleLanguage(context, wordsIn)} />
  ),
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, shown);
    const words = inSampleLanguage(context, wordsIn);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: `${text.attribute} 2` })).toBeInTheDocument();

    const add = canvas.getByRole('button', { name: text.addAttribute });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const fourth = await canvas.findByRole('group', { name: `${text.attribute} 4` });
    const name = within(fourth).getByRole('textbox', { name: words.name });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard(text.weight);
    await userEvent.tab();
    await userEvent.keyboard('1 kg');
    await expect(within(fourth).getByRole('textbox', { name: words.value })).toHaveValue('1 kg');

    // Remove the second row from the keyboard: focus lands in the row that took its place.
    canvas.getByRole('button', { name: `${text.removeAttribute} 2` }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'colour' }),
      expect.objectContaining({ id: 'size' }),
      expect.objectContaining({ name: text.weight, value: '1 kg' }),
    ]);
    const second = canvas.getByRole('group', { name: `${text.attribute} 2` });
    await expect(within(second).getByRole('textbox', { name: words.name })).toHaveValue(
      words.rows[2]!.name,
    );
    await waitFor(() =>
      expect(within(second).getByRole('textbox', { name: words.name })).toHaveFocus(),
    );

    // Removing the last row leads to the one before it.
    canvas.getByRole('button', { name: `${text.removeAttribute} 3` }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('group', { name: `${text.attribute} 2` })).getByRole('textbox', {
          name: words.name,
        }),
      ).toHaveFocus(),
    );
  },
};

export const RemoveTheLastRow: Story = {
  render: (args, context) => {
    const words = inSampleLanguage(context, wordsIn);
    return <Attributes onChange={args.onChange} rows={[words.rows[0]!]} words={words} />;
  },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    canvas.getByRole('button', { name: `${text.removeAttribute} 1` }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.queryByRole('group', { name: `${text.attribute} 1` }),
    ).not.toBeInTheDocument();
    // Nothing left to land on: focus goes to the add button.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: text.addAttribute })).toHaveFocus(),
    );
  },
};

/**
 * Levels keep at least one row (its remove button is disabled) and at most five (then the add
 * button is).
 */
export const MinimumAndMaximum: Story = {
  render: (_args, context) => (
    <Levels rows={[{ id: 'level-a', percentage: 10 }]} words={inSampleLanguage(context, wordsIn)} />
  ),
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: `${text.removeLevel} 1` })).toBeDisabled();
    const add = canvas.getByRole('button', { name: text.addLevel });
    for (let count = 1; count < 5; count++) await userEvent.click(add);
    await expect(
      canvas.getAllByRole('group', { name: new RegExp(`^${text.level} \\d$`) }),
    ).toHaveLength(5);
    await expect(add).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `${text.removeLevel} 1` })).toBeEnabled();
  },
};

export const Invalid: Story = {
  render: (args, context) => {
    const words = inSampleLanguage(context, wordsIn);
    return (
      <Attributes
        onChange={args.onChange}
        rows={[]}
        isRequired
        isInvalid
        errorMessage={words.atLeastOne}
        words={words}
      />
    );
  },
  play: async (context) => {
    const words = inSampleLanguage(context, wordsIn);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('group', { name: words.attributes })).toHaveAccessibleDescription(
      words.atLeastOne,
    );
  },
};

export const Disabled: Story = {
  render: (args, context) => (
    <Attributes onChange={args.onChange} isDisabled words={inSampleLanguage(context, wordsIn)} />
  ),
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: text.addAttribute })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `${text.removeAttribute} 1` })).toBeDisabled();
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
