import { WarningCircleIcon } from '@phosphor-icons/react/dist/ssr/WarningCircle';
import { useId, useRef, type MouseEvent } from 'react';
import { focusField } from './focusField.js';
import * as styles from './FormErrorSummary.css.js';
import { useFocusAfterSubmit } from './useFocusAfterSubmit.js';

export interface FormErrorSummaryProps {
  /** The heading, e.g. "Check these fields". */
  title: string;
  /**
   * Messages by field name, the same object as the Form's `validationErrors` (`toFieldErrors`
   * gives it). Each message links to its field; those under `''` (the whole form) are listed
   * without a link. Empty: the summary is hidden.
   */
  errors: Readonly<Record<string, string | readonly string[]>>;
  /**
   * The text of each link, e.g. `(name, message) => \`${labels[name]}: ${message}\``, when the
   * messages alone do not say which field they are about.
   * @default the message
   */
  describeError?: (name: string, message: string) => string;
  /**
   * `region`: a landmark named by the heading, which users can come back to. `alert`: also
   * announced when it appears, for a summary that shows without a submit (focus moves only on
   * submit).
   * @default 'region'
   */
  role?: 'region' | 'alert';
  /**
   * The heading's level in the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The errors of a form in one list at its top, each a link that focuses its field. Put it inside
 * the Form: when the form is submitted and errors show (at once, or when the server answers), it
 * takes focus so keyboard and screen-reader users start from the list.
 */
export function FormErrorSummary({
  title,
  errors,
  describeError = (_, message) => message,
  role = 'region',
  headingLevel = 2,
}: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useFocusAfterSubmit(ref, errors);
  const Heading = `h${headingLevel}` as const;
  const items = Object.entries(errors).flatMap(([name, messages]) =>
    (typeof messages === 'string' ? [messages] : messages).map((message) => ({ name, message })),
  );

  const goTo = (name: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const form = event.currentTarget.closest('form');
    if (form && focusField(form, name)) event.preventDefault();
  };

  return (
    // Always in the page, only hidden, so the submit listener is in place before the first error.
    <div
      ref={ref}
      role={role}
      aria-labelledby={headingId}
      tabIndex={-1}
      hidden={items.length === 0}
      className={styles.summary}
    >
      <Heading id={headingId} className={styles.heading}>
        <WarningCircleIcon aria-hidden size="1.25em" weight="fill" className={styles.icon} />
        {title}
      </Heading>
      <ul className={styles.list}>
        {items.map(({ name, message }) => (
          <li key={`${name}\n${message}`}>
            {name === '' ? (
              <span className={styles.formLevel}>{message}</span>
            ) : (
              <a href={`#${name}`} onClick={goTo(name)} className={styles.link}>
                {describeError(name, message)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
