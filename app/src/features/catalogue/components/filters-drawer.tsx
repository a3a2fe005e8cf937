import { XIcon } from '@phosphor-icons/react/dist/ssr/X';
import { Button, Drawer, IconButton } from '@plaza/ui';
import type { ReactNode } from 'react';
import { useMessage } from '../../../hooks/use-message';
import * as styles from './explore.css';

interface FiltersDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}

/**
 * The sheet of {@link FiltersSheet}: a modal drawer, so focus stays inside and goes back to the
 * button on close.
 */
export function FiltersDrawer({ isOpen, onOpenChange, children }: FiltersDrawerProps) {
  const say = useMessage();
  const title = say('explore.filters');
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} aria-label={title} className={styles.sheet}>
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
  );
}
