import { XIcon } from '@phosphor-icons/react/dist/ssr/X';
import { Heading } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton.js';
import * as styles from './DrawerHeader.css.js';

export interface DrawerHeaderProps {
  /** The drawer's title: it names the dialog for screen readers too. */
  title: string;
  /** The close button's accessible name, such as "Close". */
  closeLabel: string;
  /** The `close` a Drawer hands its children. */
  onClose: () => void;
}

/** A Drawer's top bar: its title, which names the dialog, and a button that closes it. */
export function DrawerHeader({ title, closeLabel, onClose }: DrawerHeaderProps) {
  return (
    <div className={styles.head}>
      <Heading slot="title" className={styles.title}>
        {title}
      </Heading>
      <IconButton label={closeLabel} onPress={onClose} showTooltip={false}>
        <XIcon />
      </IconButton>
    </div>
  );
}
