import { ArrowClockwiseIcon } from '@phosphor-icons/react/dist/ssr/ArrowClockwise';
import { WarningIcon } from '@phosphor-icons/react/dist/ssr/Warning';
import { Button } from '../Button/Button.js';
import { LinkButton } from '../LinkButton/LinkButton.js';
import * as styles from './ErrorFallback.css.js';

export interface ErrorFallbackLabels {
  /** e.g. "Something went wrong". */
  title: string;
  /** e.g. "Please update your browser. If it happens again, send a screenshot of this page to support." */
  message: string;
  /** e.g. "Reload". */
  reload: string;
  /** e.g. "Contact support". */
  support: string;
}

export interface ErrorFallbackProps {
  /** The title, the explanation, the reload button and the way to support, from the app's catalogue. */
  labels: ErrorFallbackLabels;
  /** Called by the reload button, e.g. `() => location.reload()`. */
  onReload: () => void;
  /**
   * Where the support link goes. Without it there is no link.
   * @default undefined
   */
  supportHref?: string;
}

/**
 * The screen shown after an unexpected render error: it asks the user to update the browser and to
 * send a screenshot to support. It relies on nothing but the theme, so it renders even when the
 * app's own state is what failed.
 */
export function ErrorFallback({ labels, onReload, supportHref }: ErrorFallbackProps) {
  return (
    <main className={styles.root}>
      <div className={styles.card}>
        <WarningIcon aria-hidden size="4rem" weight="duotone" className={styles.icon} />
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.text}>{labels.message}</p>
        <div className={styles.actions}>
          <Button onPress={onReload}>
            <ArrowClockwiseIcon aria-hidden size="1.25em" />
            {labels.reload}
          </Button>
          {supportHref && (
            <LinkButton href={supportHref} variant="secondary">
              {labels.support}
            </LinkButton>
          )}
        </div>
      </div>
    </main>
  );
}
