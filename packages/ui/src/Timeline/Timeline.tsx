import { CheckIcon } from '@phosphor-icons/react/dist/ssr/Check';
import { CircleIcon } from '@phosphor-icons/react/dist/ssr/Circle';
import { useMemo, type ReactNode } from 'react';
import { useLocale, VisuallyHidden } from 'react-aria-components';
import { stepAttributes, stepStateOf } from '../utils/stepStates.js';
import * as styles from './Timeline.css.js';

export interface TimelineStep {
  id: string;
  /** What happened, e.g. "Payment approved". */
  label: string;
  /**
   * When it happened; upcoming steps have none.
   * @default undefined
   */
  date?: Date;
  /**
   * The step's icon, e.g. a truck for "Sent".
   * @default a check when done, a circle otherwise
   */
  icon?: ReactNode;
}

export interface TimelineLabels {
  /** Names the list, e.g. "Purchase status". */
  title: string;
  /** Read after the current step's label, e.g. "current status". */
  current: string;
}

export interface TimelineProps {
  /** Every step in order, past and upcoming. */
  steps: readonly TimelineStep[];
  /** The step the purchase is at: the ones before are done, the ones after upcoming. */
  currentId: string;
  /** The list's name and the word read after the current step, from the app's catalogue. */
  labels: TimelineLabels;
}

/**
 * A purchase's status history as an ordered list: each step with its icon, label and date, the
 * current one marked with `aria-current="step"` and named as current for screen readers.
 */
export function Timeline({ steps, currentId, labels }: TimelineProps) {
  const { locale } = useLocale();
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  const stateOf = stepStateOf(steps, currentId);

  return (
    <ol className={styles.list} aria-label={labels.title}>
      {steps.map((step, index) => {
        const state = stateOf(index);
        return (
          <li key={step.id} className={styles.step} {...stepAttributes(state)}>
            <span className={styles.icon} aria-hidden>
              {step.icon ?? (state === 'done' ? <CheckIcon weight="bold" /> : <CircleIcon />)}
            </span>
            <div className={styles.text}>
              <p className={styles.label}>{step.label}</p>
              {/* aria-current is not read everywhere; the words are. */}
              {state === 'current' && (
                <VisuallyHidden elementType="p">{labels.current}</VisuallyHidden>
              )}
              {step.date && (
                <time className={styles.date} dateTime={step.date.toISOString()}>
                  {dateFormat.format(step.date)}
                </time>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
