import type { User } from '@plaza/api';
import { ChatCircleTextIcon } from '@phosphor-icons/react/dist/ssr/ChatCircleText';
import { EmptyState, Switch } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { USER_KEY } from '../../../lib/user-key';
import { useMyQuestions } from '../api/get-my-questions';
import { questionActions } from './question-actions';
import { QuestionFeed } from './question-feed';
import * as styles from './questions.css';

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
  const answer = useMyQuestions(withAnswered ? undefined : false, pageCount);

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
      <QuestionFeed
        answer={answer}
        onMore={() => setPageCount((pages) => pages + 1)}
        headingLevel={2}
        empty={
          <EmptyState
            title={say(withAnswered ? 'questions.mineEmpty' : 'questions.mineNoneWaiting')}
            text={say('questions.mineEmptyText')}
            icon={<ChatCircleTextIcon />}
            headingLevel={2}
          />
        }
        actions={(question) => (
          <>
            <TextLink href={`${paths.product(question.product.id)}#questions`}>
              {intl.formatMessage(
                { id: 'questions.onProduct' },
                { name: <bdi key="name">{question.product.name}</bdi> },
              )}
            </TextLink>
            {user && questionActions(question, user.username, user)}
          </>
        )}
      />
    </div>
  );
}
