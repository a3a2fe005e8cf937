import type { User } from '@plaza/api';
import { Switch } from '@plaza/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { ClearFiltersButton } from '../../../components/empty/clear-filters-button';
import { CreateProductLink } from '../../../components/empty/create-product-link';
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
  const root = useRef<HTMLDivElement>(null);
  const showAnswered = (isSelected: boolean) => {
    setWithAnswered(isSelected);
    setPageCount(1);
  };

  return (
    <div ref={root} className={styles.mine}>
      <Switch
        label={say('questions.withAnswered')}
        isSelected={withAnswered}
        onChange={showAnswered}
      />
      <QuestionFeed
        answer={answer}
        onMore={() => setPageCount((pages) => pages + 1)}
        headingLevel={2}
        emptyLabels={{
          empty: say(withAnswered ? 'questions.mineEmpty' : 'questions.mineNoneWaiting'),
          emptyText: say('questions.mineEmptyText'),
        }}
        emptyAction={
          withAnswered ? (
            <CreateProductLink />
          ) : (
            <ClearFiltersButton onClear={() => showAnswered(true)} filters={root}>
              {say('questions.seeAnswered')}
            </ClearFiltersButton>
          )
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
