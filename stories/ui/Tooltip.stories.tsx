import { InfoIcon } from '@phosphor-icons/react/dist/ssr/Info';
import { Button, IconButton, LazyPart, Tooltip } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy } from 'react';
import { TooltipTrigger } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { closeWithEscape, pageOf } from '../play/overlay.js';
import { onPageInEveryScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

/** The sample words, in each sample language. */
const wordsIn = {
  es: {
    content: 'Los precios incluyen impuestos',
    trigger: 'Detalle del precio',
    fees: 'Cargos',
    moreAboutFees: 'Más sobre los cargos',
  },
  en: {
    content: 'Prices include taxes',
    trigger: 'Price details',
    fees: 'Fees',
    moreAboutFees: 'More about fees',
  },
};

const meta = {
  title: 'Components/Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Prices include taxes',
    children: <Button variant="secondary">Price details</Button>,
    placement: 'top',
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] },
    children: { control: false },
    content: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const words = inSampleLanguage(context, wordsIn);
    return (
      <div style={{ paddingBlock: '4rem', display: 'flex', justifyContent: 'center' }}>
        <Tooltip {...args} content={words.content}>
          <Button variant="secondary">{words.trigger}</Button>
        </Tooltip>
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'A short label on react-aria’s TooltipTrigger: it shows after a hover delay, at once on keyboard focus, and Escape hides it. It describes its trigger but never names it: icon-only triggers still need their own label. `start` and `end` follow the writing direction.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const words = inSampleLanguage(context, wordsIn);
    const trigger = within(canvasElement).getByRole('button', { name: words.trigger });

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await pageOf(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(words.content);
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);

    await closeWithEscape(canvasElement, 'tooltip');
  },
};

export const OnAnIconButton: Story = {
  args: {
    content: 'More about fees',
    children: (
      <IconButton label="Fees" showTooltip={false}>
        <InfoIcon />
      </IconButton>
    ),
    placement: 'end',
  },
  render: (args, context) => {
    const words = inSampleLanguage(context, wordsIn);
    return (
      <div style={{ paddingBlock: '4rem', display: 'flex', justifyContent: 'center' }}>
        <Tooltip {...args} content={words.moreAboutFees}>
          <IconButton label={words.fees} showTooltip={false}>
            <InfoIcon />
          </IconButton>
        </Tooltip>
      </div>
    );
  },
};

/** A bubble whose code cannot be fetched, as offline or in an old tab after a redeploy. */
const UnreachableBubble = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);
const onPressPrice = fn();

/**
 * The tooltip's bubble is lazily loaded inside a LazyPart (Tooltip.tsx), here given a chunk that
 * fails to load: there is no bubble, and the trigger and the rest of the page still work.
 */
export const BubbleFailsToLoad: Story = {
  render: (_args, context) => (
    <div style={{ paddingBlock: '4rem', display: 'flex', justifyContent: 'center' }}>
      <TooltipTrigger delay={0}>
        <Button variant="secondary" onPress={onPressPrice}>
          {inSampleLanguage(context, wordsIn).trigger}
        </Button>
        <LazyPart>
          <UnreachableBubble />
        </LazyPart>
      </TooltipTrigger>
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const { trigger: name } = inSampleLanguage(context, wordsIn);
    onPressPrice.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPressPrice).toHaveBeenCalledOnce();
    await userEvent.hover(trigger);
    await expect(within(canvasElement).getByRole('button', { name })).toBe(trigger);
    await expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

function Placements() {
  // One cell each, wide enough that no tooltip reaches a neighbour's trigger.
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, 14rem)',
        justifyContent: 'center',
        rowGap: '5rem',
        padding: '4rem 1rem',
      }}
    >
      {(['top', 'end', 'bottom', 'start'] as const).map((placement) => (
        <div key={placement} style={{ display: 'flex', justifyContent: 'center' }}>
          <Tooltip content={`Tooltip at ${placement}`} placement={placement} defaultOpen>
            <Button variant="secondary">{placement}</Button>
          </Tooltip>
        </div>
      ))}
    </div>
  );
}

// Tooltips are portalled to <body>, so each scheme and direction is a page of its own.
export const TestEveryScheme: Story = {
  ...onPageInEveryScheme(Placements),
  tags: ['!autodocs', 'visual'],
};
