import { ShoppingCartIcon } from '@phosphor-icons/react/dist/ssr/ShoppingCart';
import { Button, type ButtonProps, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageOf } from '../play/overlay.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

/** The buttons' words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: { addToCart: 'Agregar al carrito', loading: 'Cargando ...', save: 'Guardar', size: 'Tamaño' },
  en: { addToCart: 'Add to cart', loading: 'Loading ...', save: 'Save', size: 'Size' },
};

const meta = {
  title: 'Components/Forms/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    children: 'Add to cart',
    variant: 'primary',
    size: 'md',
    isPending: false,
    pendingLabel: 'Loading ...',
    isDisabled: false,
    onPress: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
    children: { control: false },
    pendingLabel: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return (
      <Button {...args} pendingLabel={text.loading}>
        {text.addToCart}
      </Button>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'An action button on react-aria-components `Button`. Press, keyboard and focus behaviour come from react-aria; the look comes from the `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled` and `data-pending` attributes it sets. All text, including the pending label, is passed in by the app.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, labelsIn);
    const button = within(canvasElement).getByRole('button', { name: text.addToCart });

    await userEvent.tab();
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);

    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** One primary action per view; the rest step down in weight. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }}>
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

/** 32, 40 and 48 px high; all above the 24 px target minimum. */
export const Sizes: Story = {
  render: (args, context) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
      {sizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`${inSampleLanguage(context, labelsIn).size} ${size}`}
        </Button>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <ShoppingCartIcon aria-hidden size="1.25em" />
        Add to cart
      </>
    ),
  },
  render: (args, context) => (
    <Button {...args}>
      <ShoppingCartIcon aria-hidden size="1.25em" />
      {inSampleLanguage(context, labelsIn).addToCart}
    </Button>
  ),
};

/**
 * While pending the button keeps its place in the tab order and its width, cannot be pressed, and
 * its name becomes the pending label.
 */
export const Pending: Story = {
  args: { isPending: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const button = within(canvasElement).getByRole('button', {
      name: inSampleLanguage(context, labelsIn).loading,
    });

    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function SaveOnPress(props: ButtonProps) {
  const [isPending, setPending] = useState(false);
  return (
    <Button
      {...props}
      isPending={isPending}
      onPress={(event) => {
        props.onPress?.(event);
        setPending(true);
      }}
    />
  );
}

/** Pressing starts the work; the change is announced. */
export const BecomesPending: Story = {
  args: { children: 'Save' },
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return (
      <SaveOnPress {...args} pendingLabel={text.loading}>
        {text.save}
      </SaveOnPress>
    );
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, labelsIn);
    const page = pageOf(canvasElement);

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);

    const button = await within(canvasElement).findByRole('button', { name: text.loading });
    await expect(button).toHaveFocus();
    // react-aria announces the new name through its assertive live region.
    await waitFor(() => expect(page.getByRole('img', { name: text.loading })).toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async (context) => {
    const button = within(context.canvasElement).getByRole('button', {
      name: inSampleLanguage(context, labelsIn).addToCart,
    });
    await expect(button).toBeDisabled();

    // Disabled buttons leave the tab order.
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {variants.map((variant) => (
        <div
          key={variant}
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }}
        >
          <Button variant={variant}>{variant}</Button>
          <Button variant={variant}>
            <ShoppingCartIcon aria-hidden size="1.25em" />
            {`${variant} icon`}
          </Button>
          <Button variant={variant} isPending pendingLabel="Loading ...">
            {`${variant} pending`}
          </Button>
          <Button variant={variant} isDisabled>
            {`${variant} disabled`}
          </Button>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
