import { InfoIcon } from '@phosphor-icons/react/dist/ssr/Info';
import { Button, IconButton, Popover, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { notInChromatic } from '../../.storybook/modes.js';
import { expectFocusOn } from '../play/focus.js';
import { closeWithEscape, expectClosed, openByKeyboard, pageOf } from '../play/overlay.js';
import { schemeGlobals } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

/** The sample words as the app's catalogues word them, in each sample language. */
const wordsIn = {
  es: {
    aboutShipping: 'Sobre el envío',
    shipping: 'Envío',
    shippingText:
      'Cada vendedor envía sus propios productos; el costo se suma por vendedor al pagar.',
    share: 'Compartir',
    shareProduct: 'Compartir el producto',
    shareText: 'Copia el enlace a este producto.',
    copyLink: 'Copiar enlace',
  },
  en: {
    aboutShipping: 'About shipping',
    shipping: 'Shipping',
    shippingText: 'Each seller ships their own products; the cost is added per seller at checkout.',
    share: 'Share',
    shareProduct: 'Share product',
    shareText: 'Copy the link to this product.',
    copyLink: 'Copy link',
  },
};

const meta = {
  title: 'Components/Overlays/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: {
    trigger: (
      <IconButton label="About shipping">
        <InfoIcon />
      </IconButton>
    ),
    title: 'Shipping',
    placement: 'bottom',
    children: (
      <p style={{ margin: 0, fontSize: vars.fontSize.sm }}>
        Each seller ships their own products; the cost is added per seller at checkout.
      </p>
    ),
  },
  argTypes: {
    placement: { control: 'select', options: ['bottom', 'top', 'start', 'end'] },
    trigger: { control: false },
    title: { control: false },
    children: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const words = inSampleLanguage(context, wordsIn);
    return (
      <Popover
        {...args}
        title={words.shipping}
        trigger={
          <IconButton label={words.aboutShipping}>
            <InfoIcon />
          </IconButton>
        }
      >
        <p style={{ margin: 0, fontSize: vars.fontSize.sm }}>{words.shippingText}</p>
      </Popover>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'A non-modal panel anchored to its trigger, on react-aria’s DialogTrigger, Popover and Dialog. The trigger opens it with Enter, Space or a press; focus moves in; Escape or a press outside closes it and focus returns to the trigger. `title` is a heading that also names it; without one, pass `aria-label`. `start` and `end` placements follow the writing direction.',
      },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const words = inSampleLanguage(context, wordsIn);
    const trigger = within(canvasElement).getByRole('button', { name: words.aboutShipping });
    const dialog = await openByKeyboard(canvasElement, 'dialog', { name: words.shipping, trigger });
    await expectFocusOn(dialog);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await closeWithEscape(canvasElement, 'dialog', { returnsFocusTo: trigger });
  },
};

export const WithActions: Story = {
  args: {
    trigger: <Button variant="secondary">Share</Button>,
    title: undefined,
    'aria-label': 'Share product',
    children: (close) => (
      <div style={{ display: 'grid', gap: vars.space.sm }}>
        <p style={{ margin: 0, fontSize: vars.fontSize.sm }}>Copy the link to this product.</p>
        <Button size="sm" onPress={close}>
          Copy link
        </Button>
      </div>
    ),
  },
  render: (args, context) => {
    const words = inSampleLanguage(context, wordsIn);
    return (
      <Popover
        {...args}
        aria-label={words.shareProduct}
        trigger={<Button variant="secondary">{words.share}</Button>}
      >
        {(close) => (
          <div style={{ display: 'grid', gap: vars.space.sm }}>
            <p style={{ margin: 0, fontSize: vars.fontSize.sm }}>{words.shareText}</p>
            <Button size="sm" onPress={close}>
              {words.copyLink}
            </Button>
          </div>
        )}
      </Popover>
    );
  },
  play: async (context) => {
    const { canvasElement } = context;
    const words = inSampleLanguage(context, wordsIn);
    const trigger = within(canvasElement).getByRole('button', { name: words.share });
    await userEvent.click(trigger);
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: words.shareProduct });

    // Tab reaches the content; the content's own button closes the popover.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: words.copyLink })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectClosed(canvasElement, 'dialog', { returnsFocusTo: trigger });
  },
};

function Open() {
  return (
    <Popover
      defaultOpen
      placement="bottom start"
      title="Shipping"
      trigger={<Button variant="secondary">Shipping</Button>}
    >
      <p style={{ margin: 0, fontSize: vars.fontSize.sm }}>
        Each seller ships their own products; the cost is added per seller at checkout.
      </p>
    </Popover>
  );
}

// The panel is portalled to <body>, which only the toolbar theme reaches: one full page per scheme.
// react-aria places it from script, and a resize between screenshots races that placement, so each
// page opens at phone width and is taken there only; the panel's measure does not follow the page.
export const TestLight: Story = {
  name: 'Test: light · ltr',
  tags: ['!autodocs', 'visual'],
  parameters: { ...notInChromatic, visualWidths: [375] },
  globals: { ...schemeGlobals.lightLtr, viewport: { value: 'mobile' } },
  render: Open,
};

export const TestDark: Story = {
  name: 'Test: dark · rtl',
  tags: ['!autodocs', 'visual'],
  parameters: { ...notInChromatic, visualWidths: [375] },
  globals: { ...schemeGlobals.darkRtl, viewport: { value: 'mobile' } },
  render: Open,
};

export const TestSemiDark: Story = {
  name: 'Test: semi-dark · ltr',
  tags: ['!autodocs', 'visual'],
  parameters: { ...notInChromatic, visualWidths: [375] },
  globals: { ...schemeGlobals.semiDarkLtr, viewport: { value: 'mobile' } },
  render: Open,
};
