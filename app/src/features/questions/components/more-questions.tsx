import { Button } from '@plaza/ui';
import { FormattedMessage } from 'react-intl';

interface MoreQuestionsProps {
  /** How many there are in all, and how many are on screen. */
  count: number;
  shown: number;
  isLoading: boolean;
  onPress: () => void;
}

/** "Load more" under a list of questions, saying how many more there are; gone when all show. */
export function MoreQuestions({ count, shown, isLoading, onPress }: MoreQuestionsProps) {
  if (count <= shown) return null;
  return (
    <div>
      <Button variant="secondary" isPending={isLoading} onPress={onPress}>
        <FormattedMessage id="questions.loadMore" values={{ count: count - shown }} />
      </Button>
    </div>
  );
}
