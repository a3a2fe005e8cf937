import type { User } from '@plaza/api';
import { ChatCircleTextIcon } from '@phosphor-icons/react/dist/ssr/ChatCircleText';
import { EmptyState, QuestionList, Switch } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { LoadError } from '../../../components/errors/load-error';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { USER_KEY } from '../../../lib/user-key';
import { useMyQuestions } from '../api/get-my-questions';
import { MoreQuestions } from './more-questions';
import { questionActions } from './question-actions';
import { useQuestionItem } from './question-entry';
import * as styles from './questions.css';
import { useQuestionListLabels } from './use-question-labels';

/**
 * My products' questions: those waiting for the seller's answer, answered in place, and with a
 * switch the answered ones too; each names its product, linked to its questions.
 */
export function MyQuestions() {
  const intl = useIntl();
  const say = useMessage();
  const { data: user } = useSWR<User>(USER_KEY);
  const [withAnswered, setWithAnswered] = useState(false);
  const [pageCount, setPageCount] = useState(1);
  const { data, error, isValidating, mutate } = useMyQuestions(
    withAnswered ? undefined : false,
    pageCount,
  );
  const toItem = useQuestionItem();
  const labels = useQuestionListLabels();

  const list = () => {
    if (!data) {
      return error ? (
        <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />
      ) : (
        <p className={styles.pending}>{say('questions.loading')}</p>
      );
    }
    if (data.count === 0) {
      return (
        <EmptyState
          title={say(withAnswered ? 'questions.mineEmpty' : 'questions.mineNoneWaiting')}
          text={say('questions.mineEmptyText')}
          icon={<ChatCircleTextIcon />}
          headingLevel={2}
        />
      );
    }
    return (
      <>
        <QuestionList
          headingLevel={2}
          items={data.results.map((question) =>
            toItem(
              question,
              <>
                <TextLink href={`${paths.product(question.product.id)}#questions`}>
                  {intl.formatMessage(
                    { id: 'questions.onProduct' },
                    { name: question.product.name },
                  )}
                </TextLink>
                {user && questionActions(question, user.username, user)}
              </>,
            ),
          )}
          labels={labels}
        />
        <MoreQuestions
          count={data.count}
          shown={data.results.length}
          isLoading={isValidating}
          onPress={() => setPageCount((pages) => pages + 1)}
        />
      </>
    );
  };

  return (
    <div className={styles.mine}>
      <Switch
        label={say('questions.withAnswered')}
        isSelected={withAnswered}
        onChange={(isSelected) => {
          setWithAnswered(isSelected);
          setPageCount(1);
        }}
      />
      {list()}
    </div>
  );
}
