import { UploadSimpleIcon } from '@phosphor-icons/react/dist/ssr/UploadSimple';
import { WarningCircleIcon } from '@phosphor-icons/react/dist/ssr/WarningCircle';
import { useRef, useState } from 'react';
import {
  Button as AriaButton,
  DropZone,
  FileTrigger,
  GridList,
  isFileDropItem,
  Text,
  useDragAndDrop,
  type DropItem,
  type FileDropItem,
} from 'react-aria-components';
import { button } from '../Button/Button.css.js';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/index.js';
import { FieldGroupContexts, useFieldGroup } from '../Repeater/FieldGroup.js';
import { usePendingFocus } from '../Repeater/usePendingFocus.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import * as styles from './FileUpload.css.js';
import type { FileUploadLabels, ImageUploadLabels } from './labels.js';
import {
  addFiles,
  moveFiles,
  type Rejection,
  type UploadFile,
  type UploadLimits,
} from './selection.js';
import { UploadItem, type MoveDirection } from './UploadItem.js';

export interface UploadFieldProps extends UploadLimits, FieldTextProps {
  /** The entries, in order (controlled). */
  files: readonly UploadFile[];
  /** Called with the new list after a pick, a removal or a move. */
  onChange: (files: UploadFile[]) => void;
  /**
   * Whether at least one file is needed; shows the required marker.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Shows the error state and `errorMessage`, e.g. "La foto es requerida".
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Whether picking, removing and reordering are switched off.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The field's name in its form, given to the button that picks files, so a form error summary
   * (FormErrorSummary) can lead to it.
   * @default undefined
   */
  name?: string;
}

interface UploadProps extends UploadFieldProps {
  /** Previews and reordering for images; an icon per file otherwise. */
  kind: 'file' | 'image';
  labels: FileUploadLabels & Partial<ImageUploadLabels>;
}

let lastId = 0;
const makeId = () => `upload-${++lastId}`;

/** What FileUpload and ImageUpload share: label, limits, drop zone and button, errors, the list. */
export function Upload({
  kind,
  files,
  onChange,
  labels,
  label,
  description,
  errorMessage,
  accept,
  maxFiles,
  maxSize,
  isRequired = false,
  isInvalid = false,
  isDisabled = false,
  name,
}: UploadProps) {
  const group = useFieldGroup({ description, errorMessage, isInvalid });
  const rejectionsId = `${group.ids.label}-rejections`;
  const [rejections, setRejections] = useState<readonly Rejection[]>([]);
  const [moved, setMoved] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const browse = useRef<HTMLButtonElement>(null);
  const focusAfterChange = usePendingFocus(files);
  const isImage = kind === 'image';
  // Photos are put in order by dragging, unless the field holds one (an avatar). Fixed for the
  // field's life: react-aria's GridList must not gain or lose its drag hooks once drawn.
  const isDraggable = isImage && maxFiles !== 1;

  const pick = (picked: readonly File[]) => {
    const selection = addFiles(files, picked, { accept, maxFiles, maxSize }, makeId);
    setRejections(selection.rejections);
    if (selection.files.length > files.length) onChange(selection.files);
  };

  const remove = (removedId: string) => {
    const index = files.findIndex((entry) => entry.id === removedId);
    setRejections([]);
    onChange(files.filter((entry) => entry.id !== removedId));
    // The row that takes its place, else the one before, else the button to pick again.
    focusAfterChange(() => {
      const rows = list.current?.querySelectorAll<HTMLElement>('[role="row"]') ?? [];
      return rows[Math.min(index, rows.length - 1)] ?? browse.current;
    });
  };

  // A move changes no name on the page, so where the photo landed is announced.
  const reorder = (ids: ReadonlySet<string>, targetId: string, position: 'before' | 'after') => {
    const next = moveFiles(files, ids, targetId, position);
    onChange(next);
    const index = next.findIndex((entry) => ids.has(entry.id));
    const entry = next[index];
    if (entry && labels.moved) setMoved(labels.moved(entry.name, index + 1, next.length));
  };

  const move = (movedId: string, direction: MoveDirection) => {
    const index = files.findIndex((entry) => entry.id === movedId);
    const target = files[direction === 'earlier' ? index - 1 : index + 1];
    if (!target) return;
    reorder(new Set([movedId]), target.id, direction === 'earlier' ? 'before' : 'after');
    // Keep focus on the pressed button; at the end of the list it is disabled, so take the other.
    focusAfterChange(() => {
      const row = list.current?.querySelector(`[data-key="${CSS.escape(movedId)}"]`);
      const [earlier, later] = row?.querySelectorAll<HTMLButtonElement>('button') ?? [];
      const pressed = direction === 'earlier' ? earlier : later;
      return pressed && !pressed.disabled ? pressed : direction === 'earlier' ? later : earlier;
    });
  };

  const { dragAndDropHooks } = useDragAndDrop<UploadFile>({
    getItems: (keys, items) =>
      items.filter((entry) => keys.has(entry.id)).map((entry) => ({ 'text/plain': entry.name })),
    onReorder: (event) =>
      reorder(
        new Set([...event.keys].map(String)),
        String(event.target.key),
        event.target.dropPosition === 'before' ? 'before' : 'after',
      ),
    isDisabled,
  });

  const messages: Record<Rejection['reason'], (name: string) => string> = {
    type: labels.wrongType,
    size: (name) => labels.tooLarge(name, maxSize ?? Infinity),
    count: () => labels.tooMany(maxFiles ?? Infinity),
  };
  // Several files over the count make one message, not one each.
  const rejectionTexts = [
    ...new Set(rejections.map((rejection) => messages[rejection.reason](rejection.name))),
  ];
  const describedBy = [...group.describedBy, ...(rejectionTexts.length > 0 ? [rejectionsId] : [])];

  return (
    <FieldGroupContexts ids={group.ids} isInvalid={isInvalid}>
      <div role="group" aria-labelledby={group.ids.label} className={styles.root}>
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <DropZone
          // Named after the field: react-aria's default name, "DropZone", says nothing to a person.
          aria-label={label}
          isDisabled={isDisabled}
          getDropOperation={() => 'copy'}
          onDrop={async (event) => pick(await Promise.all(filesOf(event.items)))}
          className={styles.dropZone}
          data-invalid={isInvalid || undefined}
        >
          <UploadSimpleIcon aria-hidden className={styles.dropIcon} />
          <Text slot="label" className={styles.dropText}>
            {labels.dropZone}
          </Text>
          <FileTrigger
            acceptedFileTypes={accept}
            allowsMultiple={maxFiles !== 1}
            onSelect={(list) => pick(list ? [...list] : [])}
          >
            <AriaButton
              ref={browse}
              isDisabled={isDisabled}
              aria-describedby={describedBy.join(' ') || undefined}
              name={name}
              className={button({ variant: 'secondary' })}
            >
              {labels.browse}
            </AriaButton>
          </FileTrigger>
        </DropZone>
        <FieldHelp description={description} errorMessage={errorMessage} />
        {/* Always in the page, so each new message is announced as it comes. */}
        <div id={rejectionsId} role="alert" className={styles.rejections}>
          {rejectionTexts.map((text) => (
            <p key={text} className={styles.message}>
              <WarningCircleIcon aria-hidden size="1.125em" className={styles.messageIcon} />
              {text}
            </p>
          ))}
        </div>
        <div role="status" className={visuallyHidden}>
          {moved}
        </div>
        {files.length > 0 && (
          <GridList
            ref={list}
            aria-label={labels.list}
            items={files}
            layout={isImage ? 'grid' : 'stack'}
            keyboardNavigationBehavior="tab"
            dragAndDropHooks={isDraggable ? dragAndDropHooks : undefined}
            // Rows show their place in the list, which the entries themselves do not carry.
            dependencies={[files, isDisabled, labels]}
            className={styles.list}
          >
            {(entry) => (
              <UploadItem
                entry={entry}
                isImage={isImage}
                isDraggable={isDraggable}
                isFirst={entry.id === files[0]?.id}
                isLast={entry.id === files.at(-1)?.id}
                isDisabled={isDisabled}
                labels={labels}
                onRemove={remove}
                onMove={move}
              />
            )}
          </GridList>
        )}
      </div>
    </FieldGroupContexts>
  );
}

const filesOf = (items: readonly DropItem[]) =>
  items.filter((item): item is FileDropItem => isFileDropItem(item)).map((item) => item.getFile());
