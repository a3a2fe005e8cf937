import type { QuestionFormLabels, QuestionListLabels } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';

/** The words of a list of questions. */
export function useQuestionListLabels(): QuestionListLabels {
  const say = useMessage();
  return {
    answer: say('questions.sellerAnswer'),
    waiting: say('questions.waiting'),
    empty: say('questions.empty'),
    emptyText: say('questions.emptyText'),
  };
}

/** The words of the box that asks (`question`) or answers (`answer`). */
export function useQuestionFormLabels(kind: 'question' | 'answer'): QuestionFormLabels {
  const intl = useIntl();
  const say = useMessage();
  return {
    label: say(kind === 'question' ? 'questions.yourQuestion' : 'questions.yourAnswer'),
    description: say(kind === 'question' ? 'questions.questionHelp' : 'questions.answerHelp'),
    count: (length, max) => intl.formatMessage({ id: 'questions.count' }, { length, max }),
    submit: say(kind === 'question' ? 'questions.ask' : 'questions.sendAnswer'),
    sending: say('questions.sending'),
    required: say(kind === 'question' ? 'questions.questionRequired' : 'questions.answerRequired'),
    tooLong: (max) => intl.formatMessage({ id: 'questions.tooLong' }, { max }),
  };
}
