export {
  MessageComposer,
  type MessageComposerLabels,
  type MessageComposerProps,
  type MessageDraft,
} from './MessageComposer.js';
export { MessageThread, type MessageThreadProps } from './MessageThread.js';
export type { MessageRole, MessageThreadLabels, ThreadMessage } from './types.js';
