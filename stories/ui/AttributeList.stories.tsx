import { AttributeList, type Attribute } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage, type SampleLanguage } from './support/sample-language.js';

const attributes = [
  { name: 'Material', value: 'Solid oak' },
  { name: 'Dimensions', value: '45 × 52 × 88 cm' },
  { name: 'Weight', value: '6.5 kg' },
  { name: 'Finish', value: 'Natural oil, hand-rubbed in three coats for a soft satin sheen' },
] satisfies Attribute[];

/** The sample attributes in each sample language. */
const attributesIn: Record<SampleLanguage, typeof attributes> = {
  es: [
    { name: 'Material', value: 'Roble macizo' },
    { name: 'Dimensiones', value: '45 × 52 × 88 cm' },
    { name: 'Peso', value: '6,5 kg' },
    {
      name: 'Acabado',
      value: 'Aceite natural, aplicado a mano en tres capas para un suave brillo satinado',
    },
  ],
  en: attributes,
};

const meta = {
  title: 'Components/Data display/AttributeList',
  component: AttributeList,
  tags: ['autodocs'],
  args: { attributes },
  argTypes: { attributes: { control: false } },
  // The attributes follow the Locale toolbar, as the app's messages do; a story's own (none) stay.
  render: (args, context) => (
    <AttributeList
      {...args}
      attributes={args.attributes.length ? inSampleLanguage(context, attributesIn) : []}
    />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A product’s attributes (the name/value rows a seller adds) as a description list: screen readers announce each value with its name. The name column is as wide as the widest name; long values wrap.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof AttributeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Attributes: Story = {
  play: async (context) => {
    const shown = inSampleLanguage(context, attributesIn);
    const list = within(context.canvasElement);
    const terms = list.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(shown.map(({ name }) => name));
    await expect(list.getAllByRole('definition')[0]).toHaveTextContent(shown[0]!.value);
    // Each value follows its own name, so screen readers read them in pairs.
    await expect(terms[1]!.nextElementSibling).toHaveTextContent(shown[1]!.value);
  },
};

export const Empty: Story = {
  name: 'No attributes',
  args: { attributes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('term')).toHaveLength(0);
  },
};

const Matrix = () => <AttributeList attributes={attributes} />;

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
