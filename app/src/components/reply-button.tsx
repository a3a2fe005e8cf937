import { ArrowBendUpLeftIcon } from '@phosphor-icons/react/dist/ssr/ArrowBendUpLeft';
import { Button } from '@plaza/ui';

interface ReplyButtonProps {
  /** What it says: "Reply", "Answer". */
  children: string;
  /** Its accessible name, which says to whom, e.g. "Reply to ana's review of Mug". */
  name: string;
  onPress: () => void;
}

/** The seller's "Reply" under what a buyer wrote (a review, a question), with the reply arrow. */
export function ReplyButton({ children, name, onPress }: ReplyButtonProps) {
  return (
    <Button variant="secondary" size="sm" onPress={onPress} aria-label={name}>
      <ArrowBendUpLeftIcon aria-hidden />
      {children}
    </Button>
  );
}
