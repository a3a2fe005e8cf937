import { FunnelIcon } from '@phosphor-icons/react/dist/ssr/Funnel';
import { XIcon } from '@phosphor-icons/react/dist/ssr/X';
import { Button, Drawer, IconButton } from '@plaza/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';
import * as styles from './explore.css';

interface FiltersSheetProps {
  /** How many filters narrow the list, told on the button that opens the sheet. */
  activeCount: number;
  /** The filters; they apply as they change, so the list behind is ready when the sheet closes. */
  children: ReactNode;
}

/**
 * Explore's filters folded behind one button where there is no room for a side column (phones),
 * so the first products are on the first screen. The sheet is a modal drawer: focus stays inside
 * and goes back to the button on close.
 */
export function FiltersSheet({ activeCount, children }: FiltersSheetProps) {
  const intl = useIntl();
  const say = useMessage();
  const [isOpen, setOpen] = useState(false);
  const title = say('explore.filters');
  return (
    <div className={styles.narrowOnly}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <FunnelIcon aria-hidden size="1.25em" />
        {intl.formatMessage({ id: 'explore.filtersButton' }, { count: activeCount })}
      </Button>
      <Drawer isOpen={isOpen} onOpenChange={setOpen} aria-label={title} className={styles.sheet}>
        {(close) => (
          <>
            <div className={styles.sheetHeader}>
              <h2 className={styles.filtersTitle}>{title}</h2>
              <IconButton label={say('common.close')} variant="ghost" onPress={close}>
                <XIcon />
              </IconButton>
            </div>
            <div className={styles.sheetBody}>{children}</div>
            <div className={styles.sheetFooter}>
              <Button onPress={close}>{say('explore.showProducts')}</Button>
            </div>
          </>
        )}
      </Drawer>
    </div>
  );
}
