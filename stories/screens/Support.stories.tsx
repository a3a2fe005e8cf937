import {
  Button,
  DataTable,
  Form,
  Select,
  StatusBadge,
  TextArea,
  TextField,
  vars,
  type TicketStatus,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { chooseRowAction, sendInDialog } from '../play/screens/row-action-plays.js';
import {
  fitColumns,
  sampleCard,
  ScreenPage,
  ScreenSection,
} from '../play/screens/screen-layout.js';
import { screenMeta } from '../play/screens/screen-meta.js';
import { rowActionLabels, tableLabels } from '../play/screens/table-labels.js';
import { TextDialog } from '../play/screens/text-dialog.js';
import { onPage } from '../ui/support/SchemeMatrix.js';

interface SampleTicket {
  id: number;
  subject: string;
  information: string;
  status: TicketStatus;
  answer: string | null;
}

const STATUS_LABEL: Record<TicketStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

const firstTickets: SampleTicket[] = [
  {
    id: 1,
    subject: 'Where is my parcel?',
    information: 'Purchase #1038 was sent a week ago.',
    status: 'answered',
    answer: 'It is at the Bogotá depot and arrives tomorrow.',
  },
];

/** The user's side: the form and their tickets, newest first. */
function SupportScreen({
  tickets,
  onSend,
}: {
  tickets: SampleTicket[];
  onSend: (subject: string, text: string) => void;
}) {
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim() || !text.trim()) return;
    onSend(subject, text);
    setSubject('');
    setText('');
    setSent(true);
  };
  return (
    <div style={{ ...fitColumns('18rem', vars.space.xxl), alignItems: 'start' }}>
      <ScreenSection title="Write to support">
        <p role="status" style={{ margin: 0, color: vars.color.success }}>
          {sent && 'We received your message and e-mailed you a copy.'}
        </p>
        <Form onSubmit={submit}>
          <TextField label="Subject" value={subject} onChange={setSubject} isRequired />
          <TextArea label="Message" value={text} onChange={setText} isRequired />
          <Select
            label="Related purchase (optional)"
            defaultSelectedKey="none"
            options={[
              { id: 'none', label: 'None' },
              { id: '1038', label: 'Purchase #1038 · Nov 18, 2026' },
            ]}
          />
          <div>
            <Button type="submit">Send</Button>
          </div>
        </Form>
      </ScreenSection>
      <ScreenSection title="Your messages">
        <ol
          aria-label="Your messages"
          style={{ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' }}
        >
          {tickets.map((ticket) => (
            <li key={ticket.id} style={{ ...sampleCard, border: `1px solid ${vars.color.border}` }}>
              <div
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  flexWrap: 'wrap',
                  gap: vars.space.sm,
                }}
              >
                <h3 dir="auto" style={{ margin: 0, fontSize: vars.fontSize.lg }}>
                  {ticket.subject}
                </h3>
                <StatusBadge status={ticket.status} label={STATUS_LABEL[ticket.status]} />
              </div>
              <p dir="auto" style={{ margin: 0 }}>
                {ticket.information}
              </p>
              <div
                style={{
                  paddingInlineStart: vars.space.md,
                  borderInlineStart: `3px solid ${vars.color.primary}`,
                }}
              >
                <h4 style={{ margin: 0, fontSize: vars.fontSize.sm }}>Support’s answer</h4>
                {ticket.answer === null ? (
                  <p style={{ margin: 0 }}>No answer yet.</p>
                ) : (
                  <p dir="auto" style={{ margin: 0 }}>
                    {ticket.answer}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      </ScreenSection>
    </div>
  );
}

/** The administrator's side: the tickets, and a dialog to answer one. */
function TicketReview({
  tickets,
  onAnswer,
}: {
  tickets: SampleTicket[];
  onAnswer: (id: number, answer: string) => void;
}) {
  const [answering, setAnswering] = useState<SampleTicket | null>(null);
  return (
    <ScreenSection title="Messages to support">
      <DataTable
        rows={tickets}
        columns={[
          {
            id: 'subject',
            label: 'Subject',
            isRowHeader: true,
            cell: (ticket) => <bdi>{ticket.subject}</bdi>,
          },
          {
            id: 'status',
            label: 'Status',
            cell: (ticket) => (
              <StatusBadge status={ticket.status} label={STATUS_LABEL[ticket.status]} />
            ),
          },
        ]}
        getRowId={(ticket) => ticket.id}
        getRowName={(ticket) => ticket.subject}
        labels={tableLabels('Messages to support')}
        rowActions={{
          ...rowActionLabels,
          items: () => [{ id: 'answer', label: 'Answer' }],
          onAction: (_action, ticket) => setAnswering(ticket),
        }}
      />
      <TextDialog
        isOpen={answering !== null}
        onClose={() => setAnswering(null)}
        title={answering?.subject ?? ''}
        label="Answer"
        submitLabel="Send answer"
        onSubmit={(answer) => answering && onAnswer(answering.id, answer)}
      >
        <p dir="auto" style={{ margin: 0 }}>
          {answering?.information}
        </p>
      </TextDialog>
    </ScreenSection>
  );
}

function Support() {
  const [tickets, setTickets] = useState(firstTickets);
  return (
    <ScreenPage
      title="Support"
      description="Something went wrong, or you have a question? Write to us."
    >
      <SupportScreen
        tickets={tickets}
        onSend={(subject, information) =>
          setTickets((current) => [
            { id: current.length + 1, subject, information, status: 'open', answer: null },
            ...current,
          ])
        }
      />
      <TicketReview
        tickets={tickets}
        onAnswer={(id, answer) =>
          setTickets((current) =>
            current.map((ticket) =>
              ticket.id === id ? { ...ticket, answer, status: 'answered' } : ticket,
            ),
          )
        }
      />
    </ScreenPage>
  );
}

const meta = {
  title: 'Screens/Support',
  tags: ['!autodocs'],
  render: () => <Support />,
  ...screenMeta(
    'Support (`/support`) and the administrators’ tickets (`/admin/tickets/`) side by side, from Form, TextField, TextArea, Select, StatusBadge, DataTable with row actions and Dialog, over sample tickets: a message is sent, an administrator answers it, and the answer shows in the user’s list.',
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendAndAnswer: Story = {
  name: 'Send, answer, read',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: /Subject/ }).focus();
    await userEvent.keyboard('Refund');
    await userEvent.tab();
    await userEvent.keyboard('Dented.');
    await pressEnterOn(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(/We received your message/)).toBeVisible();
    const mine = canvas.getByRole('list', { name: 'Your messages' });
    await waitFor(() =>
      expect(within(mine).getAllByRole('listitem')[0]).toHaveTextContent('Refund'),
    );
    await expect(within(mine).getAllByRole('listitem')[0]).toHaveTextContent('No answer yet.');

    await chooseRowAction(canvasElement, 'Refund', 'Answer');
    await sendInDialog(canvasElement, {
      dialog: 'Refund',
      field: /Answer/,
      text: 'Sent again.',
      submit: 'Send answer',
    });
    await waitFor(() =>
      expect(within(mine).getAllByRole('listitem')[0]).toHaveTextContent('Sent again.'),
    );
    await expect(within(mine).getAllByRole('listitem')[0]).toHaveTextContent('Answered');
  },
};

export const TestLightLtr: Story = onPage('lightLtr');
export const TestDarkRtl: Story = onPage('darkRtl');
export const TestSemiDarkLtr: Story = onPage('semiDarkLtr');
