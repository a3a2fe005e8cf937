import { MoonIcon } from '@phosphor-icons/react/dist/ssr/Moon';
import { ShoppingCartIcon } from '@phosphor-icons/react/dist/ssr/ShoppingCart';
import { TrashIcon } from '@phosphor-icons/react/dist/ssr/Trash';
import { XIcon } from '@phosphor-icons/react/dist/ssr/X';
import { Badge, IconButton, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { closeWithEscape, pageOf } from '../play/overlay.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;

/** The labels as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: { close: 'Cerrar', cart: 'Carrito, 3 productos', remove: 'Quitar' },
  en: { close: 'Close', cart: 'Cart, 3 products', remove: 'Remove' },
};

const meta = {
  title: 'Components/Forms/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Close', children: <XIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
    badge: { control: false },
    label: { control: false },
  },
  // The label follows the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <IconButton {...args} label={inSampleLanguage(context, labelsIn).close} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A square Button with only an icon. `label` is its accessible name and, by default, a tooltip on hover and keyboard focus. `badge` puts a small element, such as a count, over the corner; say what it means in `label`.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, labelsIn);
    const button = within(canvasElement).getByRole('button', { name: text.close });

    await userEvent.tab();
    await expect(button).toHaveFocus();
    // Keyboard focus shows the label at once, without the hover delay.
    await expect(await pageOf(canvasElement).findByRole('tooltip')).toHaveTextContent(text.close);

    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);

    await closeWithEscape(canvasElement, 'tooltip');
  },
};

export const WithBadge: Story = {
  args: {
    label: 'Cart, 3 products',
    children: <ShoppingCartIcon />,
    badge: <Badge tone="danger">3</Badge>,
  },
  render: (args, context) => (
    <IconButton {...args} label={inSampleLanguage(context, labelsIn).cart} />
  ),
  play: async (context) => {
    // The count is in the name; the badge itself is hidden from screen readers.
    await expect(
      within(context.canvasElement).getByRole('button', {
        name: inSampleLanguage(context, labelsIn).cart,
      }),
    ).toBeInTheDocument();
  },
};

export const WithoutTooltip: Story = {
  args: { label: 'Remove', children: <TrashIcon />, showTooltip: false },
  render: (args, context) => (
    <IconButton {...args} label={inSampleLanguage(context, labelsIn).remove} />
  ),
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', {
        name: inSampleLanguage(context, labelsIn).remove,
      }),
    ).toHaveFocus();
    await expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

function Matrix() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }}>
      {variants.map((variant) => (
        <IconButton
          key={variant}
          label={`Dark mode, ${variant}`}
          variant={variant}
          showTooltip={false}
        >
          <MoonIcon />
        </IconButton>
      ))}
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <IconButton key={size} label={`Close, ${size}`} size={size} showTooltip={false}>
          <XIcon />
        </IconButton>
      ))}
      <IconButton
        label="Cart, 12 products"
        badge={<Badge tone="danger">12</Badge>}
        showTooltip={false}
      >
        <ShoppingCartIcon />
      </IconButton>
      <IconButton label="Remove, disabled" isDisabled showTooltip={false}>
        <TrashIcon />
      </IconButton>
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
