import { ComboBox, type Key, type SelectOption, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RequiredChoiceForm } from '../play/field-forms.js';
import { expectInvalid, tabTo } from '../play/fields.js';
import { expectClosed } from '../play/overlay.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const countries: SelectOption[] = [
  { id: 'AR', label: 'Argentina' },
  { id: 'BO', label: 'Bolivia' },
  { id: 'CL', label: 'Chile' },
  { id: 'CO', label: 'Colombia' },
  { id: 'EC', label: 'Ecuador' },
  { id: 'MX', label: 'México' },
  { id: 'PE', label: 'Perú' },
  { id: 'ES', label: 'Spain' },
];

/** The field's words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    label: 'País',
    options: countries.map((country) =>
      country.id === 'ES' ? { ...country, label: 'España' } : country,
    ),
    emptyLabel: 'Ningún país coincide',
    openLabel: 'Mostrar países',
    save: 'Guardar dirección',
    required: 'Este campo es obligatorio',
  },
  en: {
    label: 'Country',
    options: countries,
    emptyLabel: 'No country matches',
    openLabel: 'Show countries',
    save: 'Save address',
    required: 'This field is required',
  },
};

/** What a play reads, in each sample language. */
const shown = {
  es: { showCountries: /^Mostrar países/, spain: 'España', typedSpain: 'esp' },
  en: { showCountries: /^Show countries/, spain: 'Spain', typedSpain: 'spa' },
};

const meta = {
  title: 'Components/Forms/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: {
    label: 'Country',
    options: countries,
    emptyLabel: 'No country matches',
    openLabel: 'Show countries',
    isDisabled: false,
    onSelectionChange: fn(),
  },
  argTypes: {
    label: { control: false },
    options: { control: false },
    emptyLabel: { control: false },
    openLabel: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return (
      <ComboBox
        {...args}
        label={text.label}
        options={text.options}
        emptyLabel={text.emptyLabel}
        openLabel={text.openLabel}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'A choice from a long list found by typing, e.g. the country of an address or a product’s category, on react-aria-components `ComboBox`. Typing opens the list and keeps the options that contain the text, ignoring case and accents in the locale (“peru” finds “Perú”); arrows move, Enter chooses, Escape closes. The button beside the input opens the whole list. When nothing matches, the list says so with `emptyLabel`. Label, help and error are the shared Field pieces.',
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionsShown = async (body: HTMLElement) =>
  within(await within(body).findByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent);

export const FilterAsYouType: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label } = inSampleLanguage(context, labelsIn);
    const body = canvasElement.ownerDocument.body;
    const input = within(canvasElement).getByRole('combobox', { name: label });
    await tabTo(input);

    await userEvent.keyboard('co');
    // "Contains", so México matches too.
    await waitFor(async () => expect(await optionsShown(body)).toEqual(['Colombia', 'México']));
    await userEvent.keyboard('l');
    await waitFor(async () => expect(await optionsShown(body)).toEqual(['Colombia']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Colombia');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('CO');
    await expectClosed(canvasElement, 'listbox');
  },
};

export const IgnoresAccents: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label } = inSampleLanguage(context, labelsIn);
    const body = canvasElement.ownerDocument.body;
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
    await userEvent.keyboard('peru');
    await waitFor(async () => expect(await optionsShown(body)).toEqual(['Perú']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('PE');
  },
};

export const NothingMatches: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const text = inSampleLanguage(context, labelsIn);
    const body = canvasElement.ownerDocument.body;
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: text.label }));
    await userEvent.keyboard('Atlantis');
    // react-aria wraps the empty state in an option, so the listbox stays valid.
    await waitFor(async () => expect(await optionsShown(body)).toEqual([text.emptyLabel]));
  },
};

export const OpenTheWholeList: Story = {
  args: { defaultSelectedKey: 'CL' },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const body = canvasElement.ownerDocument.body;
    // The input shows the chosen option once react-aria has built the list, a render pass later.
    await waitFor(() => expect(canvas.getByRole('combobox')).toHaveValue('Chile'));
    await userEvent.click(
      canvas.getByRole('button', { name: inSampleLanguage(context, shown).showCountries }),
    );
    await waitFor(async () => expect(await optionsShown(body)).toHaveLength(countries.length));
    await userEvent.keyboard('{Escape}');
    await expectClosed(canvasElement, 'listbox');
    await expect(canvas.getByRole('combobox')).toHaveValue('Chile');
  },
};

/** An address form whose one required field is the country, in the given words. */
function AddressCountry({ text }: { text: (typeof labelsIn)['en'] }) {
  return (
    <RequiredChoiceForm<Key | null>
      empty={null}
      submitLabel={text.save}
      style={{ display: 'grid', gap: vars.space.md, maxInlineSize: '20rem' }}
    >
      {({ value, onChange, isInvalid }) => (
        <ComboBox
          label={text.label}
          options={text.options}
          emptyLabel={text.emptyLabel}
          openLabel={text.openLabel}
          selectedKey={value}
          onSelectionChange={onChange}
          isRequired
          isInvalid={isInvalid}
          errorMessage={text.required}
        />
      )}
    </RequiredChoiceForm>
  );
}

export const Invalid: Story = {
  render: (_args, context) => <AddressCountry text={inSampleLanguage(context, labelsIn)} />,
  play: async (context) => {
    const labels = inSampleLanguage(context, labelsIn);
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    const input = canvas.getByRole('combobox', { name: labels.label });
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expectInvalid(input, labels.required);

    await userEvent.click(input);
    await userEvent.keyboard(`${text.typedSpain}{ArrowDown}{Enter}`);
    await expect(input).toHaveValue(text.spain);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'MX' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: inSampleLanguage(context, shown).showCountries }),
    ).toBeDisabled();
  },
};

// The open list is Select's (OptionList), reviewed in Select's full-page stories; with a list open
// react-aria hides the rest of the page from screen readers, which a matrix of fields cannot pass.
function Matrix() {
  const shared = { options: countries, emptyLabel: 'No country matches', openLabel: 'Show' };
  return (
    <div style={{ display: 'grid', gap: vars.space.lg, maxInlineSize: '24rem' }}>
      <ComboBox {...shared} label="Empty" placeholder="Type a country" />
      <ComboBox
        {...shared}
        label="With a description"
        description="Where the order ships to."
        defaultSelectedKey="CO"
        isRequired
      />
      <ComboBox {...shared} label="Invalid" isInvalid errorMessage="El país es requerido" />
      <ComboBox {...shared} label="Disabled" defaultSelectedKey="PE" isDisabled />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
