import { AttributeList, type Attribute } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';

const attributes: Attribute[] = [
  { name: 'Material', value: 'Solid oak' },
  { name: 'Dimensions', value: '45 × 52 × 88 cm' },
  { name: 'Weight', value: '6.5 kg' },
  { name: 'Finish', value: 'Natural oil, hand-rubbed in three coats for a soft satin sheen' },
];

const meta = {
  title: 'Components/Data display/AttributeList',
  component: AttributeList,
  tags: ['autodocs'],
  args: { attributes },
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
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    const terms = list.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Material',
      'Dimensions',
      'Weight',
      'Finish',
    ]);
    await expect(list.getAllByRole('definition')[0]).toHaveTextContent('Solid oak');
    // Each value follows its own name, so screen readers read them in pairs.
    await expect(terms[1]!.nextElementSibling).toHaveTextContent('45 × 52 × 88 cm');
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
