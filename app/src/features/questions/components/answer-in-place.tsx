import type { Question } from '@plaza/api';
import { Button, QuestionForm } from '@plaza/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ANSWER_MAX_LENGTH } from '@plaza/api';
import { ReplyButton } from '../../../components/reply-button';
import { useMessage } from '../../../hooks/use-message';
import { toasts } from '../../../lib/toasts';
import { answerQuestion } from '../api/save-question';
import * as styles from './questions.css';
import { useQuestionFormLabels } from './use-question-labels';
import { useTextSending } from './use-text-sending';

/**
 * The seller's "Answer" under a question waiting for them: it opens the answer box in place, with
 * focus in it; "Cancel" closes it and gives focus back to "Answer". Once sent, the list shows the
 * answer where the box was.
 */
export function AnswerInPlace({ question }: { question: Question }) {
  const intl = useIntl();
  const say = useMessage();
  const labels = useQuestionFormLabels('answer');
  const [isOpen, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  // Set by "Cancel": focus goes back to "Answer" rather than to the page's start.
  const refocus = useRef(false);
  const sending = useTextSending(
    (text) => answerQuestion(question.id, text),
    () => {
      setOpen(false);
      toasts.add({
        tone: 'success',
        title: intl.formatMessage({ id: 'questions.answered' }, { asker: question.asker.username }),
      });
    },
  );

  useEffect(() => {
    if (isOpen) area.current?.querySelector('textarea')?.focus();
    else if (refocus.current) area.current?.querySelector('button')?.focus();
    refocus.current = false;
  }, [isOpen]);

  if (!isOpen) {
    return (
      <div ref={area}>
        <ReplyButton
          name={intl.formatMessage(
            { id: 'questions.answerTo' },
            { asker: question.asker.username },
          )}
          onPress={() => setOpen(true)}
        >
          {say('questions.answer')}
        </ReplyButton>
      </div>
    );
  }
  return (
    <div ref={area} className={styles.answerBox}>
      <QuestionForm {...sending} labels={labels} max={ANSWER_MAX_LENGTH} />
      <Button
        variant="ghost"
        size="sm"
        onPress={() => {
          refocus.current = true;
          setOpen(false);
        }}
      >
        {say('questions.cancel')}
      </Button>
    </div>
  );
}
