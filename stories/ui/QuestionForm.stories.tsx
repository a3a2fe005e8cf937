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
import { inEnglishScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

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

/** The labels as the app's catalogues word them, in each sample language: asking, answering. */
const askLabelsIn = {
  es: {
    label: 'Tu pregunta',
    description: 'El vendedor y los demás compradores la verán.',
    count: (length, max) => `${length} de ${max} caracteres`,
    submit: 'Preguntar',
    sending: 'Enviando…',
    required: 'Escribe tu pregunta',
    tooLong: (max) => `Como mucho ${max} caracteres`,
  },
  en: askLabels,
} satisfies Record<string, QuestionFormLabels>;

const answerLabelsIn = {
  es: {
    ...askLabelsIn.es,
    label: 'Tu respuesta',
    description: 'Todos la verán bajo la pregunta.',
    submit: 'Publicar respuesta',
    required: 'Escribe tu respuesta',
  },
  en: answerLabels,
} satisfies Record<string, QuestionFormLabels>;

/** What a play types and reads, in each sample language. */
const shown = {
  es: {
    question: '¿Se pliega?',
    counted: '11 de 500 caracteres',
    empty: '0 de 500 caracteres',
    emptyAnswer: '0 de 1000 caracteres',
    other: '¿Es nueva?',
    // Five characters past the limit; five backspaces bring it back under, to `sent` and a space.
    long: '¿La lámpara pliega bien?',
    overLimit: '24 de 20 caracteres',
    underLimit: '19 de 20 caracteres',
    sent: '¿La lámpara pliega',
    refused: 'Hiciste muchas preguntas; vuelve a intentarlo en una hora.',
  },
  en: {
    question: 'Does it fold?',
    counted: '13 of 500 characters',
    empty: '0 of 500 characters',
    emptyAnswer: '0 of 1000 characters',
    other: 'Is it new?',
    long: 'Does the lamp fold flat?',
    overLimit: '24 of 20 characters',
    underLimit: '19 of 20 characters',
    sent: 'Does the lamp fold',
    refused: 'You have asked many questions; try again in an hour.',
  },
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
  // The labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => <AppForm {...args} labels={inSampleLanguage(context, askLabelsIn)} />,
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

/** The question box, by its name in the story's language. */
const boxIn = {
  es: fieldOf('textbox', askLabelsIn.es.label),
  en: fieldOf('textbox', askLabelsIn.en.label),
};
const sendOf = (canvas: HTMLElement, name: string) => within(canvas).getByRole('button', { name });

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
  play: async (context) => {
    const { canvasElement } = context;
    const labels = inSampleLanguage(context, askLabelsIn);
    const text = inSampleLanguage(context, shown);
    const field = inSampleLanguage(context, boxIn).get(canvasElement);
    await tabToDescribed(field, `${labels.description} ${text.empty}`);
    await expect(field).toBeRequired();

    const status = within(canvasElement).getByRole('status');
    const changes = await textChangesDuring(status, async () => {
      await userEvent.keyboard(text.question);
      await expect(within(canvasElement).getByText(text.counted)).toBeVisible();
      await waitFor(() => expect(status).toHaveTextContent(text.counted), {
        timeout: 3000,
      });
    });
    // One announcement for the whole burst of keys.
    await expect(changes).toBe(1);
    await expect(field).toHaveAccessibleDescription(new RegExp(`${text.counted}$`));
  },
};

export const Required: Story = {
  name: 'Required: an empty question is refused',
  play: async (context) => {
    const { args, canvasElement } = context;
    const labels = inSampleLanguage(context, askLabelsIn);
    const canvas = within(canvasElement);
    const field = inSampleLanguage(context, boxIn).get(canvasElement);
    // Spaces alone are no question either.
    await fillByTab('   ');
    await tabTo(sendOf(canvasElement, labels.submit));
    await userEvent.keyboard('{Enter}');

    await expectErrorShown(canvas, field, labels.required);
    await expectFocusOn(field);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard(inSampleLanguage(context, shown).other);
    await expectErrorGone(canvas, field, labels.required);
  },
};

export const TooLong: Story = {
  name: 'Past the limit: counted, then refused',
  args: { max: 20 },
  play: async (context) => {
    const { args, canvasElement } = context;
    const labels = inSampleLanguage(context, askLabelsIn);
    const text = inSampleLanguage(context, shown);
    const canvas = within(canvasElement);
    const field = inSampleLanguage(context, boxIn).get(canvasElement);
    // Nothing typed is cut off: the count goes past the limit and says so.
    await fillByTab(text.long);
    await expect(field).toHaveValue(text.long);
    const count = canvas.getByText(text.overLimit);
    await expect(count).toHaveAttribute('data-over');

    await tabTo(sendOf(canvasElement, labels.submit));
    await userEvent.keyboard('{Enter}');
    await expectErrorShown(canvas, field, labels.tooLong(20));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Back under the limit, it goes.
    await userEvent.keyboard('{Backspace>5/}');
    await expect(canvas.getByText(text.underLimit)).not.toHaveAttribute('data-over');
    await expectErrorGone(canvas, field, labels.tooLong(20));
    await tabTo(sendOf(canvasElement, labels.submit));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(text.sent);
  },
};

export const SendByKeyboard: Story = {
  name: 'Sent by keyboard, then cleared by the app',
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, shown);
    const field = inSampleLanguage(context, boxIn).get(canvasElement);
    await fillByTab(`  ${text.question}\n`);
    await tabTo(sendOf(canvasElement, inSampleLanguage(context, askLabelsIn).submit));
    await userEvent.keyboard('{Enter}');
    // Trimmed, once.
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(text.question);
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(within(canvasElement).getByText(text.empty)).toBeVisible();
  },
};

export const Pending: Story = {
  name: 'Sending: cannot send twice',
  render: (args, context) => (
    <AppForm {...args} labels={inSampleLanguage(context, askLabelsIn)} sendTime={null} />
  ),
  play: async (context) => {
    const { args, canvasElement } = context;
    const labels = inSampleLanguage(context, askLabelsIn);
    const text = inSampleLanguage(context, shown);
    const field = inSampleLanguage(context, boxIn).get(canvasElement);
    await fillByTab(text.question);
    const send = sendOf(canvasElement, labels.submit);
    await tabTo(send);
    await userEvent.keyboard('{Enter}');
    await expect(send).toHaveAccessibleName(labels.sending);

    // Again by keyboard and by pointer: nothing more is sent, and the text stays as it went.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toHaveValue(text.question);
  },
};

export const RefusedByServer: Story = {
  name: 'The app’s error (too many questions)',
  args: {
    value: 'Does it fold?',
    isInvalid: true,
    errorMessage: 'You have asked many questions; try again in an hour.',
  },
  render: (args, context) => {
    const text = inSampleLanguage(context, shown);
    return (
      <AppForm
        {...args}
        labels={inSampleLanguage(context, askLabelsIn)}
        value={text.question}
        errorMessage={text.refused}
      />
    );
  },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    await expectInvalid(
      inSampleLanguage(context, boxIn).get(context.canvasElement),
      new RegExp(`${text.counted}.*${text.refused.replaceAll('.', '\\.')}`),
    );
  },
};

export const Answering: Story = {
  name: 'Answering: other words, 1000 characters',
  args: { labels: answerLabels, max: 1000 },
  render: (args, context) => (
    <AppForm {...args} labels={inSampleLanguage(context, answerLabelsIn)} />
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const labels = inSampleLanguage(context, answerLabelsIn);
    const field = within(canvasElement).getByRole('textbox', { name: labels.label });
    await expect(field).toHaveAccessibleDescription(
      new RegExp(`${inSampleLanguage(context, shown).emptyAnswer}$`),
    );
    await tabTo(field);
    await tabTo(sendOf(canvasElement, labels.submit));
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

export const TestLight: Story = {
  ...inEnglishScheme('light', Matrix),
  tags: ['!autodocs', 'visual'],
};
export const TestDark: Story = {
  ...inEnglishScheme('dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
export const TestSemiDark: Story = {
  ...inEnglishScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
