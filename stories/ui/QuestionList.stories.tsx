import { Button, QuestionList, type QuestionItem } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pressEmptyStateAction } from '../play/empty-state.js';
import { tabTo } from '../play/fields.js';
import { writtenOn } from '../play/ratings.js';
import { inScheme } from './support/SchemeMatrix.js';
import {
  inSampleLanguage,
  sampleLanguage,
  type SampleLanguage,
} from './support/sample-language.js';

const answered: QuestionItem = {
  id: 'q1',
  asker: 'marta_r',
  question: 'Does the lamp take an ordinary E27 bulb?\nI have some warm ones at home.',
  ...writtenOn('2026-05-03T18:40:00Z'),
  answer: {
    text: 'Yes, any E27 bulb up to 60 W. The one it comes with is 3000 K.',
    ...writtenOn('2026-05-04T09:12:00Z'),
  },
};

const waiting: QuestionItem = {
  id: 'q2',
  asker: 'ana.lopez',
  question: 'How long does shipping to Valencia take?',
  ...writtenOn('2026-05-06T08:05:00Z'),
  answer: null,
};

const answer = fn();
const remove = fn();
const ask = fn();

/** The sample's words, in each sample language; the labels as the app's catalogues word them. */
const sampleIn = {
  es: {
    questions: {
      q1: '¿La lámpara usa una bombilla E27 común?\nTengo algunas cálidas en casa.',
      q2: '¿Cuánto tarda el envío a Valencia?',
    },
    answers: { q1: 'Sí, cualquier bombilla E27 de hasta 60 W. La que trae es de 3000 K.' },
    labels: {
      answer: 'Respuesta del vendedor',
      waiting: 'Esperando la respuesta del vendedor',
      empty: 'Todavía no hay preguntas',
      emptyText: 'Pregunta al vendedor lo que quieras saber antes de comprar.',
    },
    ask: 'Preguntar al vendedor',
    delete: 'Eliminar',
    answer: 'Responder',
  },
  en: {
    questions: { q1: answered.question, q2: waiting.question },
    answers: { q1: answered.answer!.text },
    labels: {
      answer: 'Seller’s answer',
      waiting: 'Waiting for the seller’s answer',
      empty: 'No questions yet',
      emptyText: 'Ask the seller anything you want to know before buying.',
    },
    ask: 'Ask a question',
    delete: 'Delete',
    answer: 'Answer',
  },
};

/** What a play reads, in each sample language. */
const shown = {
  es: { asked: '6 de mayo de 2026', answered: '4 de mayo de 2026', question: /bombilla E27 común/ },
  en: { asked: 'May 6, 2026', answered: 'May 4, 2026', question: /ordinary E27 bulb/ },
};

/** The seller's own buttons on a question: delete and answer. */
function SellerActions({ language }: { language: SampleLanguage }) {
  return (
    <>
      <Button variant="secondary" size="sm" onPress={remove}>
        {sampleIn[language].delete}
      </Button>
      <Button size="sm" onPress={answer}>
        {sampleIn[language].answer}
      </Button>
    </>
  );
}

/** The empty state's next step: asking the seller. */
function AskButton({ language }: { language: SampleLanguage }) {
  return (
    <Button variant="secondary" size="sm" onPress={ask}>
      {sampleIn[language].ask}
    </Button>
  );
}

/** A sample question with its words and dates in `language`. */
function questionIn(item: QuestionItem, language: SampleLanguage): QuestionItem {
  const words = sampleIn[language];
  const id = item.id as keyof typeof words.questions;
  return {
    ...item,
    question: words.questions[id] ?? item.question,
    ...writtenOn(item.dateTime, language),
    answer: item.answer && {
      text: words.answers[id as keyof typeof words.answers] ?? item.answer.text,
      ...writtenOn(item.answer.dateTime, language),
    },
    actions: item.actions && <SellerActions language={language} />,
  };
}

const meta = {
  title: 'Components/Commerce/QuestionList',
  component: QuestionList,
  tags: ['autodocs'],
  args: {
    items: [waiting, answered],
    labels: sampleIn.en.labels,
    emptyAction: <AskButton language="en" />,
    headingLevel: 3,
  },
  argTypes: { labels: { control: false }, emptyAction: { control: false } },
  // The sample's words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const language = sampleLanguage(context);
    return (
      <div style={{ maxInlineSize: '40rem' }}>
        <QuestionList
          {...args}
          items={args.items.map((item) => questionIn(item, language))}
          labels={sampleIn[language].labels}
          emptyAction={<AskButton language={language} />}
        />
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'A product’s questions to its seller, as a list of `<article>`s, each named by its heading: the asker, the date as a `<time>`, and the question with its line breaks. The seller’s answer is set apart under it as ReviewCard’s reply is (a group under a heading one level down, with its own date); a question without one says so in words beside an hourglass (`labels.waiting`). Unanswered questions are only for the seller and the asker: the app decides whom to give them. Each item may carry the screen’s own `actions` (answer, delete) at its end. With no questions, an empty state whose next step is the app’s (`emptyAction`, required).',
      },
    },
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof QuestionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Structure: Story = {
  name: 'Answered and waiting',
  play: async (context) => {
    const { labels } = inSampleLanguage(context, sampleIn);
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    const [first, second] = within(canvas.getByRole('list')).getAllByRole('listitem');

    // The newest first, still waiting: said in words, with no answer group.
    const unanswered = within(first!).getByRole('article', { name: 'ana.lopez' });
    await expect(within(unanswered).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(within(unanswered).getByText(text.asked)).toHaveAttribute(
      'datetime',
      waiting.dateTime,
    );
    await expect(within(unanswered).getByText(labels.waiting)).toBeVisible();
    await expect(within(unanswered).queryByRole('group')).toBeNull();

    // The answered one: the answer is a group under a heading one level down, with its date.
    const withAnswer = within(second!).getByRole('article', { name: 'marta_r' });
    await expect(within(withAnswer).getByText(text.question)).toBeVisible();
    const reply = within(within(withAnswer).getByRole('group', { name: labels.answer }));
    await expect(reply.getByRole('heading', { level: 4 })).toBeVisible();
    await expect(reply.getByText(text.answered)).toHaveAttribute(
      'datetime',
      '2026-05-04T09:12:00Z',
    );
    await expect(within(withAnswer).queryByText(labels.waiting)).toBeNull();
  },
};

export const WithActions: Story = {
  name: 'The seller’s view, with actions',
  args: {
    headingLevel: 2,
    items: [{ ...waiting, actions: <SellerActions language="en" /> }, answered],
  },
  play: async (context) => {
    const words = inSampleLanguage(context, sampleIn);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'ana.lopez' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: words.labels.answer }),
    ).toBeVisible();

    // The actions sit in the question they belong to, in reading order.
    const question = within(canvas.getByRole('article', { name: 'ana.lopez' }));
    await userEvent.tab();
    await expect(question.getByRole('button', { name: words.delete })).toHaveFocus();
    await userEvent.tab();
    await expect(question.getByRole('button', { name: words.answer })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(answer).toHaveBeenCalledTimes(1);
    await expect(remove).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  name: 'No questions yet',
  args: { items: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const words = inSampleLanguage(context, sampleIn);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: words.labels.empty })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await tabTo(canvas.getByRole('button', { name: words.ask }));
    await pressEmptyStateAction(canvasElement, {
      title: words.labels.empty,
      action: { role: 'button', name: words.ask },
    });
    await expect(ask).toHaveBeenCalledTimes(1);
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <QuestionList
        {...meta.args}
        items={[
          {
            ...waiting,
            actions: (
              <Button size="sm" variant="secondary">
                Answer
              </Button>
            ),
          },
          answered,
        ]}
      />
      <QuestionList {...meta.args} items={[]} />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
