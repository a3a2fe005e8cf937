/** Who writes in a sale's conversation: its buyer, its seller, or the administrator of a claim. */
export type MessageRole = 'buyer' | 'seller' | 'admin';

/** One message of a sale's conversation, as the app reads it. */
export interface ThreadMessage {
  /** The message's id, as the API gives it. */
  id: string;
  /** Who wrote it: their username and their part in the sale. */
  author: { name: string; role: MessageRole };
  /** What they wrote, as they wrote it; empty for a photo alone. */
  text: string;
  /**
   * A photo sent with it: its (signed) address and what it shows.
   * @default undefined
   */
  photo?: { src: string; alt: string };
  /** When it was sent. */
  createdAt: Date;
  /** Whether the person reading wrote it: drawn at the inline end, without a name. */
  own: boolean;
}

export interface MessageThreadLabels {
  /** Names the conversation, e.g. "Conversación con vendedor_ana". */
  title: string;
  /** The tag beside the other party's name: `{ buyer: 'Comprador', seller: 'Vendedor', admin: 'Administración' }`. */
  roles: Record<MessageRole, string>;
  /** Read before the reader's own messages instead of a name, e.g. "Tú". */
  you: string;
  /** The button that asks for earlier messages, e.g. "Ver mensajes anteriores". */
  loadOlder: string;
  /** That button while they come, e.g. "Cargando…". */
  loadingOlder: string;
  /** The line before the first unread message, e.g. "Mensajes nuevos". */
  unread: string;
  /** Told after a photo's link, which opens in a new tab, e.g. "(se abre en otra pestaña)". */
  newTab: string;
  /**
   * Announced when a message from someone else arrives, with its words (empty for a photo alone):
   * `(name, text) => \`${name}: ${text}\``.
   */
  newMessage: (name: string, text: string) => string;
}
