import { CheckIcon } from '@phosphor-icons/react/dist/ssr/Check';
import { Button, useLocale, VisuallyHidden } from 'react-aria-components';
import { stepAttributes, stepStateOf } from '../utils/stepStates.js';
import * as styles from './CheckoutSteps.css.js';

export interface CheckoutStep {
  id: string;
  /** The step's name, e.g. "Shipping address". */
  label: string;
}

export interface CheckoutStepsLabels {
  /** Names the list, e.g. "Checkout steps". */
  title: string;
  /** Read after a finished step's label, e.g. "completed". */
  done: string;
  /** Read after the current step's label, e.g. "current step". */
  current: string;
}

export interface CheckoutStepsProps {
  /** Every step in order; a checkout without a physical item simply leaves the address out. */
  steps: readonly CheckoutStep[];
  /** The step the buyer is on: the ones before are done, the ones after upcoming. */
  currentId: string;
  /** The list's name and the words read after a finished step and the current one, from the app's catalogue. */
  labels: CheckoutStepsLabels;
  /**
   * Called with a finished step's id to go back to it. Given, finished steps are buttons;
   * upcoming ones never are, so a step cannot be skipped.
   * @default undefined
   */
  onStepSelect?: (id: string) => void;
}

/**
 * Where the buyer is in checkout: an ordered list of numbered steps, the current one marked with
 * `aria-current="step"` and each state said in words as well as drawn (a check, a ring, a muted
 * number), so neither colour nor shape alone tells it. Finished steps can be buttons back to them.
 */
export function CheckoutSteps({ steps, currentId, labels, onStepSelect }: CheckoutStepsProps) {
  const { locale } = useLocale();
  const numbers = new Intl.NumberFormat(locale);
  const stateOf = stepStateOf(steps, currentId);

  return (
    <ol className={styles.list} aria-label={labels.title}>
      {steps.map((step, index) => {
        const state = stateOf(index);
        const content = (
          <>
            <span className={styles.marker} aria-hidden>
              {state === 'done' ? <CheckIcon weight="bold" /> : numbers.format(index + 1)}
            </span>
            <span className={styles.label}>
              {step.label}
              {state !== 'upcoming' && (
                <VisuallyHidden elementType="span">
                  {', '}
                  {state === 'done' ? labels.done : labels.current}
                </VisuallyHidden>
              )}
            </span>
          </>
        );
        return (
          <li key={step.id} className={styles.step} {...stepAttributes(state)}>
            {state === 'done' && onStepSelect ? (
              <Button className={styles.button} onPress={() => onStepSelect(step.id)}>
                {content}
              </Button>
            ) : (
              <span className={styles.body}>{content}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
