import { QuestionForm, type QuestionFormLabels, type QuestionFormProps } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectErrorGone,
  expectErrorShown,
  expectInvalid,
  fieldOf,
  fillByTab,
  tabTo,
  tabToDescribed,
} from '../play/fields.js';
import { expectFocusOn } from '../play/focus.js';
import { useReportedState } from '../play/field-state.js';
import { inScheme } from './support/SchemeMatrix.js';

const askLabels: QuestionFormLabels = {
  label: 'Your question',
  description: 'The seller and other buyers will see it.',
  count: (length, max) => `${length} of ${max} characters`,
  submit: 'Ask',
  sending: 'Sending…',
  required: 'Write your question',
  tooLong: (max) => `At most ${max} characters`,
};

const answerLabels: QuestionFormLabels = {
  ...askLabels,
  label: 'Your answer',
  description: 'Everyone will see it under the question.',
  submit: 'Send answer',
  required: 'Write your answer',
};

interface AppFormProps extends QuestionFormProps {
  /** How long the app's send takes before it clears the box; `null`: it never answers. */
  sendTime?: number | null;
}

/** The form with the state the app keeps: the text, and sending until the server answers. */
function AppForm({ sendTime = 50, ...props }: AppFormProps) {
  const [value, setValue] = useReportedState(props.value, props.onChange);
  const [isPending, setPending] = useState(props.isPending ?? false);
  const submit = (text: string) => {
    props.onSubmit(text);
    setPending(true);
    if (sendTime === null) return;
    setTimeout(() => {
      setPending(false);
      setValue('');
    }, sendTime);
  };
  return (
    <div style={{ maxInlineSize: '36rem' }}>
      <QuestionForm
        {...props}
        value={value}
        onChange={setValue}
        isPending={isPending}
        onSubmit={submit}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Commerce/QuestionForm',
  component: QuestionForm,
  tags: ['autodocs'],
  args: {
    value: '',
    onChange: fn(),
    onSubmit: fn(),
    labels: askLabels,
    max: 500,
    isPending: false,
    isInvalid: false,
  },
  argTypes: { labels: { control: false } },
  globals: { locale: 'en' },
  render: (args) => <AppForm {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Asking the seller a question (at most 500 characters) or, with other labels, answering one (`max` 1000). The box is required and counts its characters as they are typed: the count is part of the box’s description, so it is read on focus, and a polite live region says it again once typing pauses for a second, never at every key. More than `max` can be typed or pasted, nothing is cut off unseen: the count turns red with an icon and sending is refused with `labels.tooLong`. An empty text (or spaces alone) is refused with `labels.required`, and focus goes back to the box. The app’s own error (a translated `429`) comes through `isInvalid` and `errorMessage`. The text is the app’s (`value`, `onChange`): it clears it after a successful send. `isPending` shows `labels.sending` on the button, which cannot send twice, and makes the box read-only until the answer comes.',
      },
    },
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof QuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = fieldOf('textbox', 'Your question');
const sendOf = (canvas: HTMLElement, name = 'Ask') => within(canvas).getByRole('button', { name });

/** Counts the changes of `element`'s text while `act` runs, and a little after. */
async function textChangesDuring(element: HTMLElement, act: () => Promise<void>) {
  let changes = 0;
  const observer = new MutationObserver(() => (changes += 1));
  observer.observe(element, { childList: true, characterData: true, subtree: true });
  await act();
  observer.disconnect();
  return changes;
}

export const Counting: Story = {
  name: 'Counts, and says the count once typing pauses',
  play: async ({ canvasElement }) => {
    const field = box.get(canvasElement);
    await tabToDescribed(field, 'The seller and other buyers will see it. 0 of 500 characters');
    await expect(field).toBeRequired();

    const status = within(canvasElement).getByRole('status');
    const changes = await textChangesDuring(status, async () => {
      await userEvent.keyboard('Does it fold?');
      await expect(within(canvasElement).getByText('13 of 500 characters')).toBeVisible();
      await waitFor(() => expect(status).toHaveTextContent('13 of 500 characters'), {
        timeout: 3000,
      });
    });
    // One announcement for the whole burst of keys.
    await expect(changes).toBe(1);
    await expect(field).toHaveAccessibleDescription(/13 of 500 characters$/);
  },
};

export const Required: Story = {
  name: 'Required: an empty question is refused',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = box.get(canvasElement);
    // Spaces alone are no question either.
    await fillByTab('   ');
    await tabTo(sendOf(canvasElement));
    await userEvent.keyboard('{Enter}');

    await expectErrorShown(canvas, field, 'Write your question');
    await expectFocusOn(field);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard('Is it new?');
    await expectErrorGone(canvas, field, 'Write your question');
  },
};

export const TooLong: Story = {
  name: 'Past the limit: counted, then refused',
  args: { max: 20 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = box.get(canvasElement);
    // Nothing typed is cut off: the count goes past the limit and says so.
    await fillByTab('Does the lamp fold flat?');
    await expect(field).toHaveValue('Does the lamp fold flat?');
    const count = canvas.getByText('24 of 20 characters');
    await expect(count).toHaveAttribute('data-over');

    await tabTo(sendOf(canvasElement));
    await userEvent.keyboard('{Enter}');
    await expectErrorShown(canvas, field, 'At most 20 characters');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Back under the limit, it goes.
    await userEvent.keyboard('{Backspace>5/}');
    await expect(canvas.getByText('19 of 20 characters')).not.toHaveAttribute('data-over');
    await expectErrorGone(canvas, field, 'At most 20 characters');
    await tabTo(sendOf(canvasElement));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Does the lamp fold');
  },
};

export const SendByKeyboard: Story = {
  name: 'Sent by keyboard, then cleared by the app',
  play: async ({ args, canvasElement }) => {
    const field = box.get(canvasElement);
    await fillByTab('  Does it fold?\n');
    await tabTo(sendOf(canvasElement));
    await userEvent.keyboard('{Enter}');
    // Trimmed, once.
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('Does it fold?');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(within(canvasElement).getByText('0 of 500 characters')).toBeVisible();
  },
};

export const Pending: Story = {
  name: 'Sending: cannot send twice',
  render: (args) => <AppForm {...args} sendTime={null} />,
  play: async ({ args, canvasElement }) => {
    const field = box.get(canvasElement);
    await fillByTab('Does it fold?');
    const send = sendOf(canvasElement);
    await tabTo(send);
    await userEvent.keyboard('{Enter}');
    await expect(send).toHaveAccessibleName('Sending…');

    // Again by keyboard and by pointer: nothing more is sent, and the text stays as it went.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toHaveValue('Does it fold?');
  },
};

export const RefusedByServer: Story = {
  name: 'The app’s error (too many questions)',
  args: {
    value: 'Does it fold?',
    isInvalid: true,
    errorMessage: 'You have asked many questions; try again in an hour.',
  },
  play: async ({ canvasElement }) => {
    await expectInvalid(
      box.get(canvasElement),
      /13 of 500 characters.*You have asked many questions; try again in an hour\./,
    );
  },
};

export const Answering: Story = {
  name: 'Answering: other words, 1000 characters',
  args: { labels: answerLabels, max: 1000 },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Your answer' });
    await expect(field).toHaveAccessibleDescription(/0 of 1000 characters$/);
    await tabTo(field);
    await tabTo(sendOf(canvasElement, 'Send answer'));
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: 24, maxInlineSize: '36rem' }}>
      <QuestionForm value="" onChange={() => {}} onSubmit={() => {}} labels={askLabels} />
      <QuestionForm
        value="Does the lamp fold flat for shipping?"
        onChange={() => {}}
        onSubmit={() => {}}
        labels={askLabels}
        max={20}
        isInvalid
        errorMessage="At most 20 characters"
      />
      <QuestionForm
        value="Yes, the arm folds down onto the base."
        onChange={() => {}}
        onSubmit={() => {}}
        labels={answerLabels}
        max={1000}
        isPending
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
