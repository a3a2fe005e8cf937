import { useRef } from 'react';
import { ToggleButton } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { BarContent } from './BarContent.js';
import type { HistogramBar } from './bars.js';
import type { RatingSummaryLabels } from './labels.js';
import * as styles from './RatingSummary.css.js';

interface FilterBarsProps {
  bars: HistogramBar[];
  labels: RatingSummaryLabels;
  selected: number | null;
  onSelect: (stars: number | null) => void;
  formatNumber: (value: number) => string;
}

/**
 * The bars as toggle buttons in a group: pressing one filters by its stars, pressing it again or
 * the clear button shows all. A bar without reviews has nothing to show, so it is disabled.
 */
export function FilterBars({ bars, labels, selected, onSelect, formatNumber }: FilterBarsProps) {
  const group = useRef<HTMLDivElement>(null);

  const clear = () => {
    // The clear button goes away with the filter: focus moves to the bar that was pressed, so a
    // keyboard user stays in the histogram instead of being sent back to the top of the page.
    group.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
    onSelect(null);
  };

  return (
    <div className={styles.histogram}>
      <div ref={group} role="group" aria-label={labels.filter} className={styles.bars}>
        {bars.map((bar) => (
          <ToggleButton
            key={bar.stars}
            isSelected={selected === bar.stars}
            isDisabled={bar.count === 0}
            onChange={(isSelected) => onSelect(isSelected ? bar.stars : null)}
            className={`${styles.bar} ${styles.barButton}`}
          >
            <BarContent
              bar={bar}
              label={labels.bar(bar.stars, bar.count)}
              formatNumber={formatNumber}
            />
          </ToggleButton>
        ))}
      </div>
      {selected !== null && (
        <Button variant="ghost" size="sm" onPress={clear}>
          {labels.clear}
        </Button>
      )}
    </div>
  );
}
