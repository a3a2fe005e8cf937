import { CaretLeftIcon } from '@phosphor-icons/react/dist/ssr/CaretLeft';
import { CaretRightIcon } from '@phosphor-icons/react/dist/ssr/CaretRight';
import { DotsSixVerticalIcon } from '@phosphor-icons/react/dist/ssr/DotsSixVertical';
import { FileIcon } from '@phosphor-icons/react/dist/ssr/File';
import { TrashIcon } from '@phosphor-icons/react/dist/ssr/Trash';
import { WarningCircleIcon } from '@phosphor-icons/react/dist/ssr/WarningCircle';
import { GridListItem, ProgressBar } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton.js';
import { flipInRtl } from '../styles/flip.css.js';
import * as styles from './FileUpload.css.js';
import type { FileUploadLabels, ImageUploadLabels } from './labels.js';
import type { UploadFile } from './selection.js';
import { Thumbnail } from './Thumbnail.js';

export type MoveDirection = 'earlier' | 'later';

interface UploadItemProps {
  entry: UploadFile;
  /** Images show a preview; other files show an icon. */
  isImage: boolean;
  /** Whether the list reorders by dragging, so the entry needs react-aria's drag handle. */
  isDraggable: boolean;
  isFirst: boolean;
  isLast: boolean;
  isDisabled: boolean;
  /** With `drag`, `moveEarlier` and `moveLater` an image gets a handle and buttons to reorder it. */
  labels: FileUploadLabels & Partial<ImageUploadLabels>;
  onRemove: (id: string) => void;
  onMove: (id: string, direction: MoveDirection) => void;
}

/** One chosen file: preview or icon, name, progress while uploading, its error, its buttons. */
export function UploadItem({
  entry,
  isImage,
  isDraggable,
  isFirst,
  isLast,
  isDisabled,
  labels,
  onRemove,
  onMove,
}: UploadItemProps) {
  const { name, progress, error } = entry;
  const { drag, moveEarlier, moveLater } = labels;
  return (
    // react-aria sets `value` only on the element its `items` function returns, which is this
    // component, not the GridListItem: without it here, the list's `getItems` gets no entries, a
    // drag carries nothing and a drop never reorders.
    <GridListItem
      id={entry.id}
      value={entry}
      textValue={name}
      className={`${styles.item} ${error ? styles.itemInvalid : ''}`}
    >
      {isImage ? <Thumbnail entry={entry} /> : <FileIcon aria-hidden className={styles.fileIcon} />}
      <div className={styles.details}>
        <span className={styles.name}>{name}</span>
        {progress !== undefined && progress < 100 && (
          <ProgressBar
            value={progress}
            aria-label={labels.progress(name)}
            className={styles.progress}
          >
            {({ percentage = 0 }) => (
              <div className={styles.progressTrack}>
                <div className={styles.progressFill} style={{ inlineSize: `${percentage}%` }} />
              </div>
            )}
          </ProgressBar>
        )}
        {error && (
          <span className={styles.itemError}>
            <WarningCircleIcon aria-hidden size="1.125em" className={styles.messageIcon} />
            {error}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        {moveEarlier && (
          <IconButton
            size="sm"
            label={moveEarlier(name)}
            isDisabled={isDisabled || isFirst}
            onPress={() => onMove(entry.id, 'earlier')}
          >
            <CaretLeftIcon className={flipInRtl} />
          </IconButton>
        )}
        {moveLater && (
          <IconButton
            size="sm"
            label={moveLater(name)}
            isDisabled={isDisabled || isLast}
            onPress={() => onMove(entry.id, 'later')}
          >
            <CaretRightIcon className={flipInRtl} />
          </IconButton>
        )}
        <IconButton
          size="sm"
          label={labels.remove(name)}
          isDisabled={isDisabled}
          onPress={() => onRemove(entry.id)}
        >
          <TrashIcon />
        </IconButton>
        {/* react-aria's drag handle (slot "drag"), at the trailing edge as reorder grips go: Enter
            picks the photo up, the arrows choose its place and Enter drops it; screen readers are
            told how. A pointer drags the whole row. */}
        {isDraggable && drag && (
          <IconButton
            slot="drag"
            size="sm"
            label={drag(name)}
            // Alone in the list, a photo has nowhere to go.
            isDisabled={isDisabled || (isFirst && isLast)}
          >
            <DotsSixVerticalIcon />
          </IconButton>
        )}
      </div>
    </GridListItem>
  );
}
