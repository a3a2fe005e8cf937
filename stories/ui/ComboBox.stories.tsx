import { ComboBox, type Key, type SelectOption, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RequiredChoiceForm } from '../play/field-forms.js';
import { expectInvalid, tabTo } from '../play/fields.js';
import { expectClosed } from '../play/overlay.js';
import { inScheme } from './support/SchemeMatrix.js';

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
  play: async ({ args, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
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
  play: async ({ args, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Country' }));
    await userEvent.keyboard('peru');
    await waitFor(async () => expect(await optionsShown(body)).toEqual(['Perú']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('PE');
  },
};

export const NothingMatches: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Country' }));
    await userEvent.keyboard('Atlantis');
    // react-aria wraps the empty state in an option, so the listbox stays valid.
    await waitFor(async () => expect(await optionsShown(body)).toEqual(['No country matches']));
  },
};

export const OpenTheWholeList: Story = {
  args: { defaultSelectedKey: 'CL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvasElement.ownerDocument.body;
    // The input shows the chosen option once react-aria has built the list, a render pass later.
    await waitFor(() => expect(canvas.getByRole('combobox')).toHaveValue('Chile'));
    await userEvent.click(canvas.getByRole('button', { name: /^Show countries/ }));
    await waitFor(async () => expect(await optionsShown(body)).toHaveLength(countries.length));
    await userEvent.keyboard('{Escape}');
    await expectClosed(canvasElement, 'listbox');
    await expect(canvas.getByRole('combobox')).toHaveValue('Chile');
  },
};

function AddressCountry() {
  return (
    <RequiredChoiceForm<Key | null>
      empty={null}
      submitLabel="Save address"
      style={{ display: 'grid', gap: vars.space.md, maxInlineSize: '20rem' }}
    >
      {({ value, onChange, isInvalid }) => (
        <ComboBox
          label="Country"
          options={countries}
          emptyLabel="No country matches"
          openLabel="Show countries"
          selectedKey={value}
          onSelectionChange={onChange}
          isRequired
          isInvalid={isInvalid}
          errorMessage="El país es requerido"
        />
      )}
    </RequiredChoiceForm>
  );
}

export const Invalid: Story = {
  render: () => <AddressCountry />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expectInvalid(input, 'El país es requerido');

    await userEvent.click(input);
    await userEvent.keyboard('spa{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Spain');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'MX' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Show countries/ })).toBeDisabled();
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
