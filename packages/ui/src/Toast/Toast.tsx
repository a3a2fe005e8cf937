import { CheckCircleIcon } from '@phosphor-icons/react/dist/ssr/CheckCircle';
import { InfoIcon } from '@phosphor-icons/react/dist/ssr/Info';
import { WarningIcon } from '@phosphor-icons/react/dist/ssr/Warning';
import { XCircleIcon } from '@phosphor-icons/react/dist/ssr/XCircle';
import { XIcon } from '@phosphor-icons/react/dist/ssr/X';
import {
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton.js';
import type { ToastQueue, ToastTone } from './queue.js';
import * as styles from './Toast.css.js';

const icons: Record<ToastTone, typeof CheckCircleIcon> = {
  success: CheckCircleIcon,
  error: XCircleIcon,
  info: InfoIcon,
  warning: WarningIcon,
};

export interface ToastRegionProps {
  /** The queue to show; `queue.add({ tone, title })` raises a toast. */
  queue: ToastQueue;
  /** `region`: the landmark's name, e.g. "Notifications"; `close`: the close button's. */
  labels: { region: string; close: string };
}

/**
 * Where toasts appear, at the bottom end of the screen. Each is announced politely (it waits for
 * the screen reader to finish), closes after 5000 ms, and stays while hovered or focused. F6 moves
 * to the region from anywhere. Loaded with the first toast (ToastRegion.tsx).
 */
export function ToastList({ queue, labels }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} aria-label={labels.region} className={styles.region}>
      {({ toast }) => {
        const { tone, title, description } = toast.content;
        const Icon = icons[tone];
        return (
          <Toast toast={toast} className={styles.toast[tone]}>
            <Icon aria-hidden size="1.5rem" weight="fill" className={styles.icon[tone]} />
            {/* react-aria makes this an assertive alert; the spec asks for polite announcements. */}
            <ToastContent role="status" aria-live="polite" className={styles.content}>
              <Text slot="title" className={styles.title}>
                {title}
              </Text>
              {description && (
                <Text slot="description" className={styles.description}>
                  {description}
                </Text>
              )}
            </ToastContent>
            <IconButton slot="close" label={labels.close} size="sm" showTooltip={false}>
              <XIcon />
            </IconButton>
          </Toast>
        );
      }}
    </AriaToastRegion>
  );
}
