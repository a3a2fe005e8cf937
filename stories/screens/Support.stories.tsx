import {
  Button,
  DataTable,
  Dialog,
  Form,
  PageHeader,
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
import { schemeGlobals } from '../ui/support/SchemeMatrix.js';

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
    <div
      style={{
        display: 'grid',
        gap: vars.space.xxl,
        gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
        alignItems: 'start',
      }}
    >
      <section aria-label="Write to support" style={{ display: 'grid', gap: vars.space.lg }}>
        <h2 style={{ margin: 0, fontSize: vars.fontSize.xl }}>Write to support</h2>
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
      </section>
      <section aria-label="Your messages" style={{ display: 'grid', gap: vars.space.lg }}>
        <h2 style={{ margin: 0, fontSize: vars.fontSize.xl }}>Your messages</h2>
        <ol
          aria-label="Your messages"
          style={{ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' }}
        >
          {tickets.map((ticket) => (
            <li
              key={ticket.id}
              style={{
                display: 'grid',
                gap: vars.space.sm,
                padding: vars.space.lg,
                border: `1px solid ${vars.color.border}`,
                borderRadius: vars.radius.lg,
                background: vars.color.surface,
              }}
            >
              <div
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  flexWrap: 'wrap',
                  gap: vars.space.sm,
                }}
              >
                <h3 style={{ margin: 0, fontSize: vars.fontSize.lg }}>{ticket.subject}</h3>
                <StatusBadge status={ticket.status} label={STATUS_LABEL[ticket.status]} />
              </div>
              <p style={{ margin: 0 }}>{ticket.information}</p>
              <div
                style={{
                  paddingInlineStart: vars.space.md,
                  borderInlineStart: `3px solid ${vars.color.primary}`,
                }}
              >
                <h4 style={{ margin: 0, fontSize: vars.fontSize.sm }}>Support’s answer</h4>
                <p style={{ margin: 0 }}>{ticket.answer ?? 'No answer yet.'}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
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
  const [answer, setAnswer] = useState('');
  return (
    <section aria-label="Messages to support" style={{ display: 'grid', gap: vars.space.lg }}>
      <h2 style={{ margin: 0, fontSize: vars.fontSize.xl }}>Messages to support</h2>
      <DataTable
        rows={tickets}
        columns={[
          { id: 'subject', label: 'Subject', isRowHeader: true, cell: (ticket) => ticket.subject },
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
        labels={{ table: 'Messages to support', loading: 'Loading ...' }}
        rowActions={{
          columnLabel: 'Actions',
          label: (name) => `Actions for ${name}`,
          items: () => [{ id: 'answer', label: 'Answer' }],
          onAction: (_action, ticket) => setAnswering(ticket),
        }}
      />
      <Dialog
        isOpen={answering !== null}
        onOpenChange={(open) => !open && setAnswering(null)}
        title={answering?.subject ?? ''}
      >
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (answering && answer.trim()) onAnswer(answering.id, answer);
            setAnswering(null);
          }}
        >
          <p style={{ margin: 0 }}>{answering?.information}</p>
          <TextArea label="Answer" value={answer} onChange={setAnswer} isRequired />
          <div>
            <Button type="submit">Send answer</Button>
          </div>
        </Form>
      </Dialog>
    </section>
  );
}

function Support() {
  const [tickets, setTickets] = useState(firstTickets);
  return (
    <main style={{ display: 'grid', gap: vars.space.xxl, padding: vars.space.xl }}>
      <PageHeader
        title="Support"
        description="Something went wrong, or you have a question? Write to us."
      />
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
    </main>
  );
}

const meta = {
  title: 'Screens/Support',
  tags: ['!autodocs'],
  render: () => <Support />,
  globals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Support (`/support`) and the administrators’ tickets (`/admin/tickets/`) side by side, from Form, TextField, TextArea, Select, StatusBadge, DataTable with row actions and Dialog, over sample tickets: a message is sent, an administrator answers it, and the answer shows in the user’s list.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendAndAnswer: Story = {
  name: 'Send, answer, read',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('textbox', { name: /Subject/ }).focus();
    await userEvent.keyboard('Refund');
    await userEvent.tab();
    await userEvent.keyboard('Dented.');
    canvas.getByRole('button', { name: 'Send' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/We received your message/)).toBeVisible();
    const mine = canvas.getByRole('list', { name: 'Your messages' });
    await waitFor(() =>
      expect(within(mine).getAllByRole('listitem')[0]).toHaveTextContent('Refund'),
    );
    await expect(within(mine).getAllByRole('listitem')[0]).toHaveTextContent('No answer yet.');

    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Refund' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Answer' }));
    const dialog = await body.findByRole('dialog', { name: 'Refund' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Answer/ }), 'Sent again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(within(mine).getAllByRole('listitem')[0]).toHaveTextContent('Sent again.'),
    );
    await expect(within(mine).getAllByRole('listitem')[0]).toHaveTextContent('Answered');
  },
};

// Names and tags stay literal: Storybook's indexer reads them without running the file.
export const TestLightLtr: Story = {
  name: 'Test: light · ltr',
  tags: ['!autodocs', 'visual'],
  globals: schemeGlobals.lightLtr,
};

export const TestDarkRtl: Story = {
  name: 'Test: dark · rtl',
  tags: ['!autodocs', 'visual'],
  globals: schemeGlobals.darkRtl,
};

export const TestSemiDarkLtr: Story = {
  name: 'Test: semi-dark · ltr',
  tags: ['!autodocs', 'visual'],
  globals: schemeGlobals.semiDarkLtr,
};
