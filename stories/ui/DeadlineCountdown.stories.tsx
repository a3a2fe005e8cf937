import { DeadlineCountdown, type DeadlineCountdownLabels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The instant every story is drawn at: no real clock reaches a screenshot. */
const start = Date.UTC(2026, 10, 29, 9, 0);
const fixedNow = () => start;

const labels: DeadlineCountdownLabels = {
  label: 'Seller’s time to answer',
  left: (duration) => `${duration} left`,
  overdue: (duration) => `Overdue by ${duration}`,
  until: (date) => `Until ${date}`,
};

/** The labels as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    label: 'Plazo del vendedor para responder',
    left: (duration) => `Quedan ${duration}`,
    overdue: (duration) => `Vencido hace ${duration}`,
    until: (date) => `Hasta el ${date}`,
  },
  en: labels,
} satisfies Record<string, DeadlineCountdownLabels>;

/**
 * What a play reads, in each sample language. The duration and the date are isolated
 * (U+2068 … U+2069), so they keep their order in RTL.
 */
const shown = {
  es: {
    running: 'Quedan \u20682 días 4 horas\u2069',
    until: 'Hasta el \u20681 dic 2026, 13:00\u2069',
    soon: 'Quedan \u20683 horas 20 minutos\u2069',
    overdue: 'Vencido hace \u20681 hora 5 minutos\u2069',
    lastMinute: 'Quedan \u20681 minuto\u2069',
    turned: 'Vencido hace \u20681 minuto\u2069',
  },
  en: {
    running: '\u20682 days 4 hours\u2069 left',
    until: 'Until \u2068Dec 1, 2026, 1:00 PM\u2069',
    soon: '\u20683 hours 20 minutes\u2069 left',
    overdue: 'Overdue by \u20681 hour 5 minutes\u2069',
    lastMinute: '\u20681 minute\u2069 left',
    turned: 'Overdue by \u20681 minute\u2069',
  },
};

const meta = {
  title: 'Components/Feedback/DeadlineCountdown',
  component: DeadlineCountdown,
  tags: ['autodocs'],
  args: {
    deadline: start + 2 * 24 * HOUR + 4 * HOUR,
    labels,
    now: fixedNow,
    timeZone: 'UTC',
  },
  argTypes: { labels: { control: false }, now: { control: false } },
  // The labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <DeadlineCountdown {...args} labels={inSampleLanguage(context, labelsIn)} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The time left until a deadline counted in days (a seller’s answer to a claim, a buyer’s confirmation of receipt), in words and its two largest units (“2 days 4 hours left”), written for the locale with `Intl.NumberFormat` units and `Intl.ListFormat` (not `Intl.DurationFormat`, which Node 20 lacks, so the server’s render and the browser’s agree). It turns with each minute of the time left. Within `warnWithin` (a day) its border and icon take the warning colour; past the deadline it says by how much it is overdue, in the danger colour with a warning icon, so the state never rests on colour. Under it the exact deadline in a `<time dateTime>`. It is not a live region: screen readers read it when they reach it, not every minute. `now` takes the server-corrected clock, or a fixed instant in these stories.',
      },
    },
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof DeadlineCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const rootOf = (canvas: HTMLElement) => canvas.querySelector<HTMLElement>('[data-state]')!;

export const Running: Story = {
  name: 'Days left',
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(text.running)).toBeVisible();
    await expect(rootOf(context.canvasElement)).toHaveAttribute('data-state', 'running');
    await expect(canvas.getByText(text.until)).toHaveAttribute(
      'datetime',
      '2026-12-01T13:00:00.000Z',
    );
  },
};

export const Soon: Story = {
  name: 'Within a day: warns',
  args: { deadline: start + 3 * HOUR + 20 * MINUTE },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    await expect(within(context.canvasElement).getByText(text.soon)).toBeVisible();
    await expect(rootOf(context.canvasElement)).toHaveAttribute('data-state', 'soon');
  },
};

export const Overdue: Story = {
  name: 'Overdue',
  args: { deadline: start - HOUR - 5 * MINUTE },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    await expect(within(context.canvasElement).getByText(text.overdue)).toBeVisible();
    await expect(rootOf(context.canvasElement)).toHaveAttribute('data-state', 'overdue');
  },
};

/** A clock the play moves on by hand: the countdown reads it at each minute of the time left. */
const clock = { time: start };
const readClock = () => clock.time;

export const Turns: Story = {
  name: 'Turns overdue when the time is up',
  // Half a second left: the countdown reads the clock again half a second after drawing.
  args: { deadline: start + 500 },
  // Given here, not as an arg, so it stays one function whatever Storybook does to args between
  // renders: only the countdown's own timer can make it read the moved clock.
  render: (args, context) => (
    <DeadlineCountdown {...args} labels={inSampleLanguage(context, labelsIn)} now={readClock} />
  ),
  beforeEach: () => {
    clock.time = start;
  },
  play: async (context) => {
    const { canvasElement } = context;
    const text = inSampleLanguage(context, shown);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text.lastMinute)).toBeVisible();
    // Its first reading comes in an effect after mounting: let it read the clock unmoved, so only
    // its timer, half a second on, can see the time up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    clock.time = start + 1_000;
    await waitFor(() => expect(canvas.getByText(text.turned)).toBeVisible(), {
      timeout: 3000,
    });
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'overdue');
  },
};

/** How often the countdown below has read its clock. */
let reads = 0;

/** The page's own button, in each sample language. */
const redrawIn = { es: 'Dibujar la página de nuevo', en: 'Draw the page again' };

/** A page that draws the countdown again when asked, with a new `now` arrow each time. */
function RedrawnPage({ redraw, ...args }: Story['args'] & { redraw: string }) {
  const [draws, setDraws] = useState(1);
  return (
    <div>
      <button type="button" onClick={() => setDraws(draws + 1)}>
        {redraw} ({draws})
      </button>
      <DeadlineCountdown
        {...meta.args}
        {...args}
        now={() => {
          reads += 1;
          return start;
        }}
      />
    </div>
  );
}

export const InlineNow: Story = {
  name: 'A new `now` each render: the clock is read only on its minute',
  render: (args, context) => (
    <RedrawnPage
      {...args}
      labels={inSampleLanguage(context, labelsIn)}
      redraw={inSampleLanguage(context, redrawIn)}
    />
  ),
  beforeEach: () => {
    reads = 0;
  },
  play: async (context) => {
    const { canvasElement } = context;
    const text = inSampleLanguage(context, shown);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text.running)).toBeVisible();
    // Let its first reading, in an effect after mounting, happen before counting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const settled = reads;
    const redraw = canvas.getByRole('button', {
      name: new RegExp(inSampleLanguage(context, redrawIn)),
    });
    for (const draw of [2, 3, 4]) {
      await userEvent.click(redraw);
      await expect(redraw).toHaveTextContent(`(${draw})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A new arrow is not a new deadline: neither a reading nor a restarted timer.
    await expect(reads).toBe(settled);
    await expect(canvas.getByText(text.running)).toBeVisible();
  },
};

function Matrix() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'start' }}>
      <DeadlineCountdown {...meta.args} />
      <DeadlineCountdown {...meta.args} deadline={start + 3 * HOUR + 20 * MINUTE} />
      <DeadlineCountdown
        {...meta.args}
        labels={{ ...labels, label: undefined }}
        deadline={start - HOUR - 5 * MINUTE}
      />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
