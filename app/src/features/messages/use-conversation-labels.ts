import type { MessageComposerLabels, MessageThreadLabels } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useUploadLabels } from '../../hooks/use-upload-labels';

/** The words of a conversation with `otherParty`: its thread's and its composer's. */
export function useConversationLabels(otherParty: string): {
  thread: MessageThreadLabels;
  composer: MessageComposerLabels;
} {
  const intl = useIntl();
  // The photo picker's words, as the other photo fields have them.
  const upload = useUploadLabels().image;
  const say = intl.formatMessage;
  return {
    thread: {
      title: say({ id: 'conversation.title' }, { name: otherParty }),
      roles: {
        buyer: say({ id: 'conversation.role.buyer' }),
        seller: say({ id: 'conversation.role.seller' }),
        admin: say({ id: 'conversation.role.admin' }),
      },
      you: say({ id: 'conversation.you' }),
      loadOlder: say({ id: 'conversation.loadOlder' }),
      loadingOlder: say({ id: 'common.loading' }),
      unread: say({ id: 'conversation.unread' }),
      newTab: say({ id: 'conversation.newTab' }),
      newMessage: (name, text) => say({ id: 'conversation.newMessage' }, { name, text }),
    },
    composer: {
      label: say({ id: 'conversation.label' }),
      count: (length, max) => say({ id: 'conversation.count' }, { length, max }),
      send: say({ id: 'conversation.send' }),
      sending: say({ id: 'conversation.sending' }),
      required: say({ id: 'conversation.required' }),
      tooLong: (max) => say({ id: 'conversation.tooLong' }, { max }),
      photo: { ...upload, label: say({ id: 'conversation.photo' }) },
    },
  };
}
