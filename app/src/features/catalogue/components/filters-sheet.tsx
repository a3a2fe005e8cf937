import { FunnelIcon } from '@phosphor-icons/react/dist/ssr/Funnel';
import { Button } from '@plaza/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { lazyOnOpen } from '../../../components/lazy-on-open';
import * as styles from './explore.css';

const FiltersDrawer = lazyOnOpen(async () => (await import('./filters-drawer')).FiltersDrawer);

interface FiltersSheetProps {
  /** How many filters narrow the list, told on the button that opens the sheet. */
  activeCount: number;
  /** The filters; they apply as they change, so the list behind is ready when the sheet closes. */
  children: ReactNode;
}

/**
 * Explore's filters folded behind one button where there is no room for a side column (phones),
 * so the first products are on the first screen; the sheet's code loads on the first press.
 */
export function FiltersSheet({ activeCount, children }: FiltersSheetProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  return (
    <div className={styles.narrowOnly}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <FunnelIcon aria-hidden size="1.25em" />
        {intl.formatMessage({ id: 'explore.filtersButton' }, { count: activeCount })}
      </Button>
      <FiltersDrawer isOpen={isOpen} onOpenChange={setOpen}>
        {children}
      </FiltersDrawer>
    </div>
  );
}
