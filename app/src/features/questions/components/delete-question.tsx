import type { Question } from '@plaza/api';
import { TrashIcon } from '@phosphor-icons/react/dist/ssr/Trash';
import { Button, ConfirmDialog } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useMessage } from '../../../hooks/use-message';
import { toasts } from '../../../lib/toasts';
import { deleteQuestion } from '../api/save-question';

/** "Delete" on a question, asked first: the asker's own while unanswered, or any for the seller. */
export function DeleteQuestion({ question }: { question: Question }) {
  const intl = useIntl();
  const say = useMessage();
  const failed = useFailureToast();
  const [isOpen, setOpen] = useState(false);
  const remove = async () => {
    try {
      await deleteQuestion(question.id);
      toasts.add({ tone: 'success', title: say('questions.deleted') });
    } catch (error) {
      failed(error);
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onPress={() => setOpen(true)}
        aria-label={intl.formatMessage(
          { id: 'questions.deleteOf' },
          { asker: question.asker.username },
        )}
      >
        <TrashIcon aria-hidden />
        {say('questions.delete')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        variant="destructive"
        title={say('questions.deleteTitle')}
        confirmLabel={say('questions.delete')}
        cancelLabel={say('questions.cancel')}
        onConfirm={() => void remove()}
      >
        <p>{say('questions.deleteText')}</p>
      </ConfirmDialog>
    </>
  );
}
