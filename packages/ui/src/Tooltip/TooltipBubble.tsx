import { OverlayArrow, Tooltip as AriaTooltip, type TooltipProps } from 'react-aria-components';
import * as styles from './Tooltip.css.js';

export interface TooltipBubbleProps {
  content: string;
  placement: TooltipProps['placement'];
}

/** The tooltip's bubble with its arrow, shown by the TooltipTrigger around it (Tooltip.tsx). */
export function TooltipBubble({ content, placement }: TooltipBubbleProps) {
  return (
    <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
      <OverlayArrow>
        <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden>
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {content}
    </AriaTooltip>
  );
}
