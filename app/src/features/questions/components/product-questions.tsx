import { QUESTION_MAX_LENGTH, type User } from '@plaza/api';
import { QuestionForm } from '@plaza/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { toasts } from '../../../lib/toasts';
import { USER_KEY } from '../../../lib/user-key';
import { loginPath } from '../../../lib/next-path';
import { useAuth } from '../../../stores/use-auth';
import { askQuestion } from '../api/save-question';
import { useProductQuestions } from '../api/get-product-questions';
import { FirstQuestionAction } from './first-question-action';
import { questionActions } from './question-actions';
import { QuestionFeed } from './question-feed';
import * as styles from './questions.css';
import { useQuestionFormLabels } from './use-question-labels';
import { useTextSending } from './use-text-sending';

/** The id of the section, which notifications about questions link to (`/product/40#questions`). */
export const QUESTIONS_ID = 'questions';

interface ProductQuestionsProps {
  productId: number;
  /** The product's seller: they answer here, and cannot ask themselves. */
  seller: string;
}

/**
 * A product's questions to its seller, on its page: the box to ask (a link to log in for visitors,
 * none for the seller), then the questions newest first with their answers; the seller answers or
 * deletes in place, an asker may delete theirs while it waits.
 */
export function ProductQuestions({ productId, seller }: ProductQuestionsProps) {
  const say = useMessage();
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const { isAuthenticated } = useAuth();
  // The signed-in user as the shell loaded it, read from the cache (see received-reviews.tsx).
  const { data: user } = useSWR<User>(isAuthenticated ? USER_KEY : null);
  const [pageCount, setPageCount] = useState(1);
  // A visitor's questions until the user is known (the server drew those), then the user's own.
  const reader = isAuthenticated ? (user?.username ?? null) : null;
  const answer = useProductQuestions(productId, pageCount, reader);

  // A notification's link names this section: bring it into view once it has something to show.
  const hasData = answer.data !== undefined;
  useEffect(() => {
    if (hasData && window.location.hash === `#${QUESTIONS_ID}`) section.current?.scrollIntoView();
  }, [hasData]);

  return (
    <section ref={section} id={QUESTIONS_ID} aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {say('questions.title')}
      </h2>
      {/* Without questions, the empty state under them offers it instead. */}
      {!isAuthenticated && !!answer.data?.count && (
        <p>
          <TextLink href={loginPath(paths.product(productId))}>
            {say('questions.logInToAsk')}
          </TextLink>
        </p>
      )}
      {user && user.username !== seller && <AskQuestion productId={productId} seller={seller} />}
      <QuestionFeed
        answer={answer}
        onMore={() => setPageCount((pages) => pages + 1)}
        actions={(question) => questionActions(question, seller, user)}
        emptyAction={
          <FirstQuestionAction
            productId={productId}
            seller={seller}
            user={isAuthenticated ? user : null}
            askBox={section}
          />
        }
      />
    </section>
  );
}

/** The box a buyer asks in; once sent, the question shows in the list, waiting for its answer. */
function AskQuestion({ productId, seller }: ProductQuestionsProps) {
  const intl = useIntl();
  const labels = useQuestionFormLabels('question');
  const sending = useTextSending(
    (text) => askQuestion(productId, text),
    () =>
      toasts.add({
        tone: 'success',
        title: intl.formatMessage({ id: 'questions.asked' }, { seller }),
      }),
  );
  return <QuestionForm {...sending} labels={labels} max={QUESTION_MAX_LENGTH} />;
}
