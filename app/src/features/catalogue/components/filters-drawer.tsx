import { Button, Drawer, DrawerHeader } from '@plaza/ui';
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
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} className={styles.sheet}>
      {(close) => (
        <>
          <DrawerHeader
            title={say('explore.filters')}
            closeLabel={say('common.close')}
            onClose={close}
          />
          <div className={styles.sheetBody}>{children}</div>
          <div className={styles.sheetFooter}>
            <Button onPress={close}>{say('explore.showProducts')}</Button>
          </div>
        </>
      )}
    </Drawer>
  );
}
