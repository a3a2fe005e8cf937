import { Button, QuestionList, type QuestionItem } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pressEmptyStateAction } from '../play/empty-state.js';
import { tabTo } from '../play/fields.js';
import { writtenOn } from '../play/ratings.js';
import { inScheme } from './support/SchemeMatrix.js';

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

const meta = {
  title: 'Components/Commerce/QuestionList',
  component: QuestionList,
  tags: ['autodocs'],
  args: {
    items: [waiting, answered],
    labels: {
      answer: 'Seller’s answer',
      waiting: 'Waiting for the seller’s answer',
      empty: 'No questions yet',
      emptyText: 'Ask the seller anything you want to know before buying.',
    },
    emptyAction: (
      <Button variant="secondary" size="sm" onPress={ask}>
        Ask a question
      </Button>
    ),
    headingLevel: 3,
  },
  argTypes: { labels: { control: false }, emptyAction: { control: false } },
  globals: { locale: 'en' },
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <QuestionList {...args} />
    </div>
  ),
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = within(canvas.getByRole('list')).getAllByRole('listitem');

    // The newest first, still waiting: said in words, with no answer group.
    const unanswered = within(first!).getByRole('article', { name: 'ana.lopez' });
    await expect(within(unanswered).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(within(unanswered).getByText('May 6, 2026')).toHaveAttribute(
      'datetime',
      waiting.dateTime,
    );
    await expect(within(unanswered).getByText('Waiting for the seller’s answer')).toBeVisible();
    await expect(within(unanswered).queryByRole('group')).toBeNull();

    // The answered one: the answer is a group under a heading one level down, with its date.
    const withAnswer = within(second!).getByRole('article', { name: 'marta_r' });
    await expect(within(withAnswer).getByText(/ordinary E27 bulb/)).toBeVisible();
    const reply = within(within(withAnswer).getByRole('group', { name: 'Seller’s answer' }));
    await expect(reply.getByRole('heading', { level: 4 })).toBeVisible();
    await expect(reply.getByText('May 4, 2026')).toHaveAttribute(
      'datetime',
      '2026-05-04T09:12:00Z',
    );
    await expect(within(withAnswer).queryByText('Waiting for the seller’s answer')).toBeNull();
  },
};

export const WithActions: Story = {
  name: 'The seller’s view, with actions',
  args: {
    headingLevel: 2,
    items: [
      {
        ...waiting,
        actions: (
          <>
            <Button variant="secondary" size="sm" onPress={remove}>
              Delete
            </Button>
            <Button size="sm" onPress={answer}>
              Answer
            </Button>
          </>
        ),
      },
      answered,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'ana.lopez' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Seller’s answer' })).toBeVisible();

    // The actions sit in the question they belong to, in reading order.
    const question = within(canvas.getByRole('article', { name: 'ana.lopez' }));
    await userEvent.tab();
    await expect(question.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.tab();
    await expect(question.getByRole('button', { name: 'Answer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(answer).toHaveBeenCalledTimes(1);
    await expect(remove).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  name: 'No questions yet',
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No questions yet' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await tabTo(canvas.getByRole('button', { name: 'Ask a question' }));
    await pressEmptyStateAction(canvasElement, {
      title: 'No questions yet',
      action: { role: 'button', name: 'Ask a question' },
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
