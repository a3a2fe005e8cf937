import { PencilSimpleIcon } from '@phosphor-icons/react/dist/ssr/PencilSimple';
import { TrashIcon } from '@phosphor-icons/react/dist/ssr/Trash';
import { GridListItem } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton.js';
import * as styles from './AddressCard.css.js';

export interface AddressData {
  id: string;
  /** What the address is called, e.g. "Home" or its first line; it names the buttons too. */
  name: string;
  /** The rest, one line each, e.g. street, city and country, phone. */
  lines: readonly string[];
}

export interface AddressCardLabels {
  /** The edit button, e.g. `(name) => \`Edit ${name}\``. */
  edit: (name: string) => string;
  /** The delete button, e.g. `(name) => \`Delete ${name}\``. */
  delete: (name: string) => string;
}

export interface AddressCardProps {
  /** The address drawn on the card, as the address book holds it. */
  address: AddressData;
  /** The edit and delete buttons' names, from the app's catalogue. */
  labels: AddressCardLabels;
  /** Called with the address's id to edit it. */
  onEdit: (id: string) => void;
  /** Called with the address's id to delete it (ask for confirmation there). */
  onDelete: (id: string) => void;
}

/**
 * One address in an `AddressList`: a selectable row whose circle fills when chosen, with edit and
 * delete buttons named after the address.
 */
export function AddressCard({ address, labels, onEdit, onDelete }: AddressCardProps) {
  return (
    <GridListItem id={address.id} textValue={address.name} className={styles.card}>
      <span className={styles.indicator} aria-hidden />
      <div className={styles.text}>
        <p dir="auto" className={styles.name}>
          {address.name}
        </p>
        {address.lines.map((line, index) => (
          // Lines are plain text and may repeat, so their place is their identity.
          <p key={index} dir="auto" className={styles.line}>
            {line}
          </p>
        ))}
      </div>
      <div className={styles.actions}>
        <IconButton label={labels.edit(address.name)} size="sm" onPress={() => onEdit(address.id)}>
          <PencilSimpleIcon />
        </IconButton>
        <IconButton
          label={labels.delete(address.name)}
          size="sm"
          onPress={() => onDelete(address.id)}
        >
          <TrashIcon />
        </IconButton>
      </div>
    </GridListItem>
  );
}
