import { PlusIcon } from '@phosphor-icons/react/dist/ssr/Plus';
import { TrashIcon } from '@phosphor-icons/react/dist/ssr/Trash';
import { useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/index.js';
import { IconButton } from '../IconButton/IconButton.js';
import { FieldGroupContexts, useFieldGroup } from './FieldGroup.js';
import * as styles from './Repeater.css.js';
import { usePendingFocus } from './usePendingFocus.js';

export interface RepeaterLabels {
  /** The add button, e.g. "Add attribute". */
  add: string;
  /** Each row's name for screen readers, by its 1-based position: "Attribute 2". */
  row: (position: number) => string;
  /** Each remove button, naming its row: `(position) => \`Remove attribute ${position}\``. */
  remove: (position: number) => string;
}

export interface RepeaterProps<Row extends { id: string }> extends FieldTextProps {
  /** The rows, in order (controlled); `id` keys each one and must stay stable. */
  rows: readonly Row[];
  /** Called with the new list after an add or a removal; the app updates fields itself. */
  onChange: (rows: Row[]) => void;
  /** Makes the row the add button appends, with a fresh `id`. */
  createRow: () => Row;
  /**
   * The fields of one row, e.g. a name and a value TextField. Their labels may repeat from row to
   * row: each row is a group named by `labels.row`.
   */
  renderRow: (row: Row, index: number) => ReactNode;
  /** Every word of the repeater. */
  labels: RepeaterLabels;
  /**
   * Rows that must stay: their remove buttons are disabled at this count.
   * @default 0
   */
  minRows?: number;
  /**
   * The most rows: the add button is disabled at this count.
   * @default Infinity
   */
  maxRows?: number;
  /**
   * Shows the required marker.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Shows `errorMessage` under the rows, e.g. "Agrega al menos un atributo".
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Whether adding and removing are switched off (the fields are the caller's).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The field's name in its form, given to the add button, so a form error summary
   * (FormErrorSummary) can lead to it.
   * @default undefined
   */
  name?: string;
}

const focusable =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), button:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A labelled list of rows of fields, e.g. a product's attributes (name, value) or its levels,
 * with a button to add a row and one to remove each. Adding moves focus to the new row's first
 * field; removing moves it to the row that took its place (or the one before, or the add button),
 * so keyboard users never land on the page's start.
 */
export function Repeater<Row extends { id: string }>({
  label,
  description,
  errorMessage,
  rows,
  onChange,
  createRow,
  renderRow,
  labels,
  minRows = 0,
  maxRows = Infinity,
  isRequired = false,
  isInvalid = false,
  isDisabled = false,
  name,
}: RepeaterProps<Row>) {
  const group = useFieldGroup({ description, errorMessage, isInvalid });
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLDivElement>(null);
  const focusAfterChange = usePendingFocus(rows);
  const firstControlOfRow = (index: number) =>
    list.current?.children[index]?.querySelector<HTMLElement>(focusable);

  const add = () => {
    onChange([...rows, createRow()]);
    focusAfterChange(() => firstControlOfRow(rows.length));
  };

  const remove = (index: number) => {
    onChange(rows.filter((_, at) => at !== index));
    focusAfterChange(
      () =>
        firstControlOfRow(Math.min(index, rows.length - 2)) ??
        addButton.current?.querySelector('button'),
    );
  };

  return (
    <FieldGroupContexts ids={group.ids} isInvalid={isInvalid}>
      <div
        role="group"
        aria-labelledby={group.ids.label}
        aria-describedby={group.describedBy.join(' ') || undefined}
        className={styles.root}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <div ref={list} className={styles.rows}>
          {rows.map((row, index) => (
            <div
              key={row.id}
              role="group"
              aria-label={labels.row(index + 1)}
              className={styles.row}
            >
              <div className={styles.fields}>{renderRow(row, index)}</div>
              <span className={styles.remove}>
                <IconButton
                  label={labels.remove(index + 1)}
                  isDisabled={isDisabled || rows.length <= minRows}
                  onPress={() => remove(index)}
                >
                  <TrashIcon />
                </IconButton>
              </span>
            </div>
          ))}
        </div>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <div ref={addButton} className={styles.add}>
          <Button
            variant="outline"
            size="sm"
            name={name}
            isDisabled={isDisabled || rows.length >= maxRows}
            onPress={add}
          >
            <PlusIcon aria-hidden size="1.25em" />
            {labels.add}
          </Button>
        </div>
      </div>
    </FieldGroupContexts>
  );
}
