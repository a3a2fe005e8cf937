import {
  MessageComposer,
  MessageThread,
  type MessageComposerLabels,
  type MessageDraft,
  type MessageThreadLabels,
  type MessageThreadProps,
  type ThreadMessage,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectErrorShown, fileInputOf, fillByTab, tabTo } from '../play/fields.js';
import { expectFocusOn } from '../play/focus.js';
import { photoFile, picture } from './support/pictures.js';
import { inEnglishScheme } from './support/SchemeMatrix.js';
import { uploadLabels } from './support/UploadMatrix.js';
import { inSampleLanguage, sampleLanguage } from './support/sample-language.js';

const labels: MessageThreadLabels = {
  title: 'Conversation with ana_vende',
  roles: { buyer: 'Buyer', seller: 'Seller', admin: 'Administrator' },
  you: 'You',
  loadOlder: 'Show earlier messages',
  loadingOlder: 'Loading…',
  unread: 'New messages',
  newTab: '(opens in a new tab)',
  newMessage: (name, text) => `${name}: ${text}`,
};

/** The composer's photo field's words, in each sample language. */
const photoLabelsIn = uploadLabels({
  es: { things: 'una foto', counted: 'fotos', list: 'Foto adjunta', kind: 'una foto' },
  en: { things: 'a photo', counted: 'photos', list: 'Attached photo', kind: 'a photo' },
});

const composerLabels: MessageComposerLabels = {
  label: 'Your message',
  count: (length, max) => `${length} of ${max} characters`,
  send: 'Send',
  sending: 'Sending…',
  required: 'Write a message or attach a photo',
  tooLong: (max) => `At most ${max} characters`,
  photo: { ...photoLabelsIn.en, label: 'Photo' },
};

/** The labels as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    title: 'Conversación con ana_vende',
    roles: { buyer: 'Comprador', seller: 'Vendedor', admin: 'Administración' },
    you: 'Tú',
    loadOlder: 'Ver mensajes anteriores',
    loadingOlder: 'Cargando…',
    unread: 'Mensajes nuevos',
    newTab: '(se abre en otra pestaña)',
    newMessage: (name, text) => `${name}: ${text}`,
  },
  en: labels,
} satisfies Record<string, MessageThreadLabels>;

/** The composer's labels as the app's catalogues word them, in each sample language. */
const composerLabelsIn = {
  es: {
    label: 'Tu mensaje',
    count: (length, max) => `${length} de ${max} caracteres`,
    send: 'Enviar',
    sending: 'Enviando…',
    required: 'Escribe un mensaje o adjunta una foto',
    tooLong: (max) => `Como mucho ${max} caracteres`,
    photo: { ...photoLabelsIn.es, label: 'Foto' },
  },
  en: composerLabels,
} satisfies Record<string, MessageComposerLabels>;

/** The sample messages' Spanish, by id (the seller's Arabic stays Arabic). */
const spanish: Record<string, { text: string; alt?: string }> = {
  m0: { text: '¡Hola! ¿La lámpara ya está en camino?' },
  m1: { text: 'Hola, Leo: salió esta mañana. El código de seguimiento está en tu compra.' },
  m2: {
    text: 'Llegó, pero la pantalla está rajada:',
    alt: 'La pantalla de la lámpara con una grieta a lo largo',
  },
  m4: {
    text: 'Estoy revisando el reclamo; los dos pueden escribir aquí. https://plaza.example/help/claims-and-refunds-for-damaged-items',
  },
  m5: { text: 'La pantalla nueva ya está embalada.' },
};

/** A story's messages in its sample language (English as written, Spanish by id). */
const messagesIn = (context: { globals: { locale?: unknown } }, shown: readonly ThreadMessage[]) =>
  sampleLanguage(context) === 'en'
    ? shown
    : shown.map((message) => {
        const words = spanish[message.id];
        if (!words) return message;
        const photo = message.photo && { ...message.photo, alt: words.alt ?? message.photo.alt };
        return { ...message, text: words.text, photo };
      });

/** What a play reads (and types), in each sample language. */
const shown = {
  es: {
    days: [
      'viernes, 27 de noviembre de 2026',
      'sábado, 28 de noviembre de 2026',
      'domingo, 29 de noviembre de 2026',
    ],
    secondDay: /28 de noviembre/,
    firstOlderDay: 'jueves, 26 de noviembre de 2026',
    crack: /grieta a lo largo/,
    photoLink: 'La pantalla de la lámpara con una grieta a lo largo (se abre en otra pestaña)',
    answerStart: /^Mensajes nuevosana_vendeVendedor/,
    reply: 'Gracias, lo espero.',
    replySent: /^TúGracias, lo espero\./,
    closed: 'La conversación se cerró el 28 de diciembre de 2026.',
  },
  en: {
    days: ['Friday, November 27, 2026', 'Saturday, November 28, 2026', 'Sunday, November 29, 2026'],
    secondDay: /November 28/,
    firstOlderDay: 'Thursday, November 26, 2026',
    crack: /crack along/,
    photoLink: 'The lamp’s shade with a crack along its side (opens in a new tab)',
    answerStart: /^New messagesana_vendeSeller/,
    reply: 'Thank you, I will wait for it.',
    replySent: /^YouThank you, I will wait for it\./,
    closed: 'This conversation closed on December 28, 2026.',
  },
};

/** The story's labels and expected text, as its toolbar locale reads them. */
const sampleOf = (context: { globals: { locale?: unknown } }) => ({
  label: inSampleLanguage(context, labelsIn),
  composer: inSampleLanguage(context, composerLabelsIn),
  text: inSampleLanguage(context, shown),
});

const at = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 10, day, hour, minute));
const ana = { name: 'ana_vende', role: 'seller' } as const;
const me = { name: 'leo', role: 'buyer' } as const;
const admin = { name: 'soporte', role: 'admin' } as const;

const older: ThreadMessage[] = [
  {
    id: 'm0',
    author: me,
    text: 'Hello! Is the lamp already on its way?',
    createdAt: at(26, 10),
    own: true,
  },
];

const messages: ThreadMessage[] = [
  {
    id: 'm1',
    author: ana,
    text: 'Hi Leo, it left this morning. The tracking code is in your purchase.',
    createdAt: at(27, 9, 12),
    own: false,
  },
  {
    id: 'm2',
    author: me,
    text: 'It came, but the shade is cracked:',
    photo: { src: picture(20), alt: 'The lamp’s shade with a crack along its side' },
    createdAt: at(28, 17, 40),
    own: true,
  },
  {
    id: 'm3',
    author: ana,
    text: 'مرحبا، سأرسل لك واحدة جديدة غدا.',
    createdAt: at(28, 18, 5),
    own: false,
  },
  {
    id: 'm4',
    author: admin,
    text: 'I am looking at the claim; both of you can write here. https://plaza.example/help/claims-and-refunds-for-damaged-items',
    createdAt: at(29, 8, 30),
    own: false,
  },
];

const arriving: ThreadMessage = {
  id: 'm5',
  author: ana,
  text: 'The new shade is packed.',
  createdAt: at(29, 8, 55),
  own: false,
};

interface ConversationProps extends MessageThreadProps {
  /** The draft the composer starts with. */
  draft?: MessageDraft;
  onSend?: (message: { text: string; photo?: File }) => void;
  /** Why nothing more can be written. */
  closedReason?: string;
  /** A message the other party sends a moment after the story is drawn. */
  incoming?: ThreadMessage;
  /** The messages "Show earlier messages" brings. */
  olderMessages?: readonly ThreadMessage[];
  /** The composer's words. */
  composer?: MessageComposerLabels;
}

/** The thread and its composer with the state the app keeps: messages, the draft, sending. */
function Conversation({
  draft: firstDraft,
  onSend,
  closedReason,
  incoming,
  olderMessages = older,
  composer = composerLabels,
  ...props
}: ConversationProps) {
  const [list, setList] = useState(props.messages);
  const [hasOlder, setHasOlder] = useState(props.hasOlder);
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const [draft, setDraft] = useState<MessageDraft>(firstDraft ?? { text: '' });
  const [isPending, setPending] = useState(false);

  useEffect(() => {
    if (!incoming) return;
    const timer = setTimeout(() => setList((current) => [...current, incoming]), 100);
    return () => clearTimeout(timer);
  }, [incoming]);

  const loadOlder = () => {
    props.onLoadOlder?.();
    setLoadingOlder(true);
    setTimeout(() => {
      setList((current) => [...olderMessages, ...current]);
      setLoadingOlder(false);
      setHasOlder(false);
    }, 50);
  };

  const send = (message: { text: string; photo?: File }) => {
    onSend?.(message);
    setPending(true);
    setTimeout(() => {
      const photo = message.photo && { src: picture(200), alt: message.photo.name };
      setList((current) => [
        ...current,
        {
          id: `sent-${current.length}`,
          author: me,
          text: message.text,
          photo,
          createdAt: at(29, 9),
          own: true,
        },
      ]);
      setDraft({ text: '' });
      setPending(false);
    }, 50);
  };

  return (
    <div style={{ display: 'grid', gap: '1.5rem', maxInlineSize: '40rem' }}>
      <MessageThread
        {...props}
        messages={list}
        hasOlder={hasOlder}
        isLoadingOlder={isLoadingOlder}
        onLoadOlder={loadOlder}
      />
      <MessageComposer
        draft={draft}
        onDraftChange={setDraft}
        onSend={send}
        isPending={isPending}
        labels={composer}
        maxPhotoSize={5_000_000}
        closedReason={closedReason}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Commerce/MessageThread',
  component: MessageThread,
  tags: ['autodocs'],
  args: {
    messages,
    labels,
    timeZone: 'UTC',
    firstUnreadId: 'm3',
    hasOlder: false,
    onLoadOlder: fn(),
  },
  argTypes: { labels: { control: false }, messages: { control: false } },
  // The labels and the messages follow the Locale toolbar, as the app's messages do; a story's
  // closed conversation says why in the same language.
  render: (args, context) => (
    <Conversation
      {...args}
      labels={inSampleLanguage(context, labelsIn)}
      messages={messagesIn(context, args.messages)}
      incoming={args.incoming && messagesIn(context, [args.incoming])[0]}
      olderMessages={messagesIn(context, older)}
      composer={inSampleLanguage(context, composerLabelsIn)}
      closedReason={args.closedReason && inSampleLanguage(context, shown).closed}
    />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A sale’s private conversation between its buyer and its seller, where the administrator writes once a claim is escalated. MessageThread is a region named by `labels.title`: each calendar day (in `timeZone`) is a heading with the date written for the locale, a line either side, over an ordered list of that day’s messages, oldest first, so the newest is at the bottom. The reader’s own messages sit at the inline end in the primary colour, read as “you”; the others at the start with their name and a role tag (the administrator’s also edged in the info colour). Words keep their own direction (`dir="auto"`), their line breaks, and break long words and links to fit; a photo is a thumbnail linking to the whole picture in a new tab. `firstUnreadId` draws the unread line. A message from someone else arriving at the end is announced politely (`labels.newMessage`); earlier ones loaded with `hasOlder`’s button are not. MessageComposer, under it, writes one: words (at most `max`, 2000, with a count) and/or one photo through FileUpload’s field, a send button with its pending state; neither words nor photo is refused, with focus back on the box. The draft is the app’s (`draft`, `onDraftChange`): it clears it after a send. A closed conversation shows `closedReason` in its place. These stories play the app around both.',
      },
    },
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof Conversation>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxOf = (canvas: HTMLElement, composer: MessageComposerLabels) =>
  within(canvas).getByRole('textbox', { name: composer.label });
const sendOf = (canvas: HTMLElement, composer: MessageComposerLabels) =>
  within(canvas).getByRole('button', { name: composer.send });
/** The thread's own announcements (the photo field has a status of its own). */
const announcementsOf = (canvas: HTMLElement, label: MessageThreadLabels) =>
  within(within(canvas).getByRole('region', { name: label.title })).getByRole('status');

export const Reading: Story = {
  name: 'Days, authors and the unread line',
  play: async (context) => {
    const { label, text } = sampleOf(context);
    const thread = within(context.canvasElement).getByRole('region', { name: label.title });
    const days = within(thread).getAllByRole('heading', { level: 3 });
    await expect(days.map((day) => day.textContent)).toEqual(text.days);
    await expect(within(days[1]!).getByText(text.secondDay)).toHaveAttribute(
      'datetime',
      '2026-11-28',
    );

    const [sent, answer] = within(thread).getAllByRole('list')[1]!.querySelectorAll('li');
    await expect(sent).toHaveTextContent(new RegExp(`^${label.you}`));
    await expect(within(sent!).getByRole('link', { name: text.crack })).toHaveAccessibleName(
      text.photoLink,
    );
    await expect(answer).toHaveTextContent(text.answerStart);
    // The seller's Arabic reads right to left inside the page's own language.
    await expect(within(answer!).getByText(/مرحبا/)).toHaveAttribute('dir', 'auto');
    await expect(within(thread).getByText(label.roles.admin)).toBeVisible();
  },
};

export const SendByKeyboard: Story = {
  name: 'Written and sent from the keyboard',
  args: { onSend: fn() },
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label, composer, text } = sampleOf(context);
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('link', { name: text.crack }));
    await fillByTab(text.reply);
    await expect(canvas.getByText(composer.count(text.reply.length, 2000))).toBeVisible();
    await userEvent.tab(); // the photo's drop zone, for pasting
    await tabTo(canvas.getByRole('button', { name: composer.photo.browse }));
    await tabTo(sendOf(canvasElement, composer));
    await userEvent.keyboard('{Enter}');

    await expect(args.onSend).toHaveBeenCalledWith({ text: text.reply, photo: undefined });
    await waitFor(() => expect(boxOf(canvasElement, composer)).toHaveValue(''));
    const sent = canvas.getAllByRole('listitem').at(-1)!;
    await expect(sent).toHaveTextContent(text.replySent);
    // The reader's own message is not announced back to them.
    await expect(announcementsOf(canvasElement, label)).toHaveTextContent('');
  },
};

export const AttachPhoto: Story = {
  name: 'A photo alone is a message',
  args: { onSend: fn() },
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label, composer } = sampleOf(context);
    const canvas = within(canvasElement);
    const input = fileInputOf(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, photoFile('box.svg', 120));
    await canvas.findByRole('row', { name: 'box.svg' });

    sendOf(canvasElement, composer).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ text: '', photo: expect.any(File) });
    await waitFor(() => expect(canvas.queryByRole('row')).not.toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: `box.svg ${label.newTab}` })).toBeVisible();
  },
};

export const Required: Story = {
  name: 'Nothing to send is refused',
  args: { onSend: fn() },
  play: async (context) => {
    const { args, canvasElement } = context;
    const { composer } = sampleOf(context);
    const canvas = within(canvasElement);
    const box = boxOf(canvasElement, composer);
    sendOf(canvasElement, composer).focus();
    await userEvent.keyboard('{Enter}');
    await expectErrorShown(canvas, box, composer.required);
    await expectFocusOn(box);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const TooLong: Story = {
  name: 'Past 2000 characters the count warns and sending is refused',
  args: { onSend: fn(), draft: { text: 'a'.repeat(2001) } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const { composer } = sampleOf(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(composer.count(2001, 2000))).toHaveAttribute('data-over');
    sendOf(canvasElement, composer).focus();
    await userEvent.keyboard('{Enter}');
    await expectErrorShown(canvas, boxOf(canvasElement, composer), composer.tooLong(2000));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  name: 'A closed conversation says why',
  args: { closedReason: 'This conversation closed on December 28, 2026.' },
  play: async (context) => {
    const { composer, text } = sampleOf(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(text.closed)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: composer.send })).not.toBeInTheDocument();
  },
};

export const LoadOlder: Story = {
  name: 'Earlier messages come at the top, unannounced',
  args: { hasOlder: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label, text } = sampleOf(context);
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: label.loadOlder }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadOlder).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(text.firstOlderDay),
    );
    await expect(canvas.queryByRole('button', { name: label.loadOlder })).not.toBeInTheDocument();
    // The button went with the last of them; the thread has the focus it had.
    await expectFocusOn(canvas.getByRole('region', { name: label.title }));
    await expect(announcementsOf(canvasElement, label)).toHaveTextContent('');
  },
};

export const Arriving: Story = {
  name: 'A message from the seller is announced',
  args: { incoming: arriving },
  play: async (context) => {
    const { label } = sampleOf(context);
    const status = announcementsOf(context.canvasElement, label);
    const news = label.newMessage('ana_vende', messagesIn(context, [arriving])[0]!.text);
    await expect(status).toHaveTextContent('');
    await waitFor(() => expect(status).toHaveTextContent(news));
  },
};

const ignore = () => {};

/** The thread alone: a tall page of four panels times out when the composer comes with it. */
function Matrix() {
  return (
    <div style={{ maxInlineSize: '40rem' }}>
      <MessageThread {...meta.args} hasOlder />
    </div>
  );
}

/** The composer with a draft and its count, and a closed one. */
function ComposerMatrix() {
  return (
    <div style={{ display: 'grid', gap: '2rem', maxInlineSize: '40rem' }}>
      <MessageComposer
        draft={{ text: 'Thank you, I will wait for it.' }}
        onDraftChange={ignore}
        onSend={ignore}
        labels={composerLabels}
      />
      <MessageComposer
        draft={{ text: '' }}
        onDraftChange={ignore}
        onSend={ignore}
        labels={composerLabels}
        closedReason="This conversation closed on December 28, 2026."
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
export const TestComposerLight: Story = {
  ...inEnglishScheme('light', ComposerMatrix),
  tags: ['!autodocs', 'visual'],
};
export const TestComposerDark: Story = {
  ...inEnglishScheme('dark', ComposerMatrix),
  tags: ['!autodocs', 'visual'],
};
export const TestComposerSemiDark: Story = {
  ...inEnglishScheme('semi-dark', ComposerMatrix),
  tags: ['!autodocs', 'visual'],
};
