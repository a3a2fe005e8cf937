import { CountdownTimer, vars, type CountdownTimerLabels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage, type SampleLanguage } from './support/sample-language.js';

const labels: CountdownTimerLabels = {
  label: 'Time left to pay',
  lastMinute: 'Less than a minute left',
  expired: 'The payment window has closed',
};

/** The labels as checkout's catalogue words them, in each sample language. */
const labelsIn: Record<SampleLanguage, CountdownTimerLabels> = {
  es: {
    label: 'Tiempo para pagar',
    lastMinute: 'Queda menos de un minuto',
    expired: 'Se cerró el plazo de pago',
  },
  en: labels,
};

interface DemoProps {
  /** Seconds from when the story renders to the end of the window. */
  secondsLeft: number;
  onExpire: () => void;
  /** The timer's words. */
  labels: CountdownTimerLabels;
}

/** A window that ends a given time after the story renders, as a fresh purchase's would. */
function PaymentWindow({ secondsLeft, onExpire, labels }: DemoProps) {
  const [expiresAt] = useState(() => Date.now() + secondsLeft * 1000);
  return <CountdownTimer expiresAt={expiresAt} onExpire={onExpire} labels={labels} />;
}

const meta = {
  title: 'Components/Feedback/CountdownTimer',
  component: PaymentWindow,
  // The table documents the design system's own props, not this story's sample wrapper's.
  subcomponents: { CountdownTimer },
  tags: ['autodocs'],
  args: { secondsLeft: 30 * 60, onExpire: fn(), labels },
  argTypes: { labels: { control: false } },
  // The labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <PaymentWindow {...args} labels={inSampleLanguage(context, labelsIn)} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          '`CountdownTimer` shows a payment window as mm:ss in a `role="timer"` element, named by its label; screen readers do not read a timer out every second. When the last minute starts, a polite status says `labels.lastMinute` once (and the border turns red and thicker); when the time is up it says `labels.expired` and `onExpire` is called once. `now` lets the app correct for the server’s clock. (The stories wrap it to start the window when they render.)',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof PaymentWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyMinutes: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    const timer = canvas.getByRole('timer', { name: inSampleLanguage(context, labelsIn).label });
    await expect(timer).toHaveTextContent(/^(30:00|29:59)$/);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const LastMinute: Story = {
  args: { secondsLeft: 62 },
  play: async (context) => {
    const text = inSampleLanguage(context, labelsIn);
    const canvas = within(context.canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveTextContent(text.lastMinute), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^00:(60|59|58)$|^01:00$/);
  },
};

export const Expires: Story = {
  args: { secondsLeft: 2 },
  play: async (context) => {
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      inSampleLanguage(context, labelsIn).expired,
    );
    // Only once, though the timer keeps rendering.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
  },
};

export const AlreadyExpired: Story = {
  args: { secondsLeft: -10 },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00');
  },
};

// A stopped clock, so the screenshots do not depend on when they are taken.
const stoppedAt = Date.UTC(2026, 0, 1);
const stoppedClock = () => stoppedAt;

function Matrix() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: vars.space.lg }}>
      {[25 * 60, 45, 0].map((seconds) => (
        <CountdownTimer
          key={seconds}
          expiresAt={stoppedAt + seconds * 1000}
          labels={labels}
          now={stoppedClock}
        />
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
