import { Badge, Tabs, type TabItem } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';

const tabs: TabItem[] = [
  { id: 'details', label: 'Details', content: <p>Ceramic mug, 350 ml, dishwasher safe.</p> },
  {
    id: 'shipping',
    label: 'Shipping',
    content: <p>Ships from Medellín in two working days.</p>,
  },
  { id: 'reviews', label: 'Reviews', content: <p>Reviews are coming.</p>, isDisabled: true },
  {
    id: 'questions',
    label: (
      <>
        Questions <Badge tone="neutral">2</Badge>
      </>
    ),
    content: <p>Is it microwave safe? Yes.</p>,
  },
];

const meta = {
  title: 'Components/Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { tabs, label: 'Product information', onSelectionChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Panels behind a row of tabs, on react-aria’s Tabs. Tab reaches the selected tab, arrow keys move and select (mirrored right to left), Home and End jump to the ends, disabled tabs are skipped, and Tab again moves into the panel. The selected tab is marked by a bar and a heavier weight, not by colour alone. Tabs that do not fit scroll sideways.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // react-aria fills the tab list in a second render pass: Tab must wait for the tabs to be there.
    const details = await canvas.findByRole('tab', { name: 'Details' });
    await userEvent.tab();
    await expect(details).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Ceramic mug');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Shipping' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Medellín');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('shipping');

    // Reviews is disabled: the arrow passes it by.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Questions/ })).toHaveFocus();

    await userEvent.keyboard('{Home}');
    await expect(details).toHaveFocus();

    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Disabled: Story = {
  play: async ({ canvasElement }) => {
    const reviews = await within(canvasElement).findByRole('tab', { name: 'Reviews' });
    await expect(reviews).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(reviews);
    await expect(reviews).toHaveAttribute('aria-selected', 'false');
  },
};

/** With `manual` activation arrows only move focus; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual', defaultSelectedKey: 'shipping' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shipping = await canvas.findByRole('tab', { name: 'Shipping' });
    await userEvent.tab();
    await expect(shipping).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Medellín');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Ceramic mug');
  },
};

function Matrix() {
  return <Tabs tabs={tabs} label="Product information" defaultSelectedKey="shipping" />;
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
