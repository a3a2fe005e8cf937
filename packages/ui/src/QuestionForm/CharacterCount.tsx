import { WarningCircleIcon } from '@phosphor-icons/react/dist/ssr/WarningCircle';
import * as styles from './QuestionForm.css.js';

interface CharacterCountProps {
  /** The count in words, e.g. "120 de 500 caracteres". */
  text: string;
  isOver: boolean;
}

/** The count under the box; past the limit it turns to the danger colour, with an icon. */
export function CharacterCount({ text, isOver }: CharacterCountProps) {
  return (
    <span className={styles.count} data-over={isOver || undefined}>
      {isOver && <WarningCircleIcon aria-hidden size="1.125em" />}
      {text}
    </span>
  );
}
