import { MagnifyingGlassIcon } from '@phosphor-icons/react/dist/ssr/MagnifyingGlass';
import { XIcon } from '@phosphor-icons/react/dist/ssr/X';
import {
  Button,
  Group,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { field, groupBox } from '../Field/Field.css.js';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/Field.js';
import * as styles from './SearchField.css.js';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'children' | 'className' | 'style'>, FieldTextProps {
  /** Name of the clear button, e.g. "Clear search". */
  clearLabel: string;
  /**
   * Keeps `label` as the accessible name only, for a search box whose purpose the layout already
   * makes plain (a toolbar, a table's filter).
   * @default false
   */
  isLabelHidden?: boolean;
  /**
   * Example text shown while the field is empty, e.g. "Lamps, books, …".
   * @default undefined
   */
  placeholder?: string;
}

/**
 * A search input with a clear button on react-aria's SearchField: Enter submits (`onSubmit`),
 * Escape clears, and the clear button leaves focus in the input.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  clearLabel,
  isLabelHidden = false,
  placeholder,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} aria-label={isLabelHidden ? label : undefined} className={field}>
      {!isLabelHidden && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={groupBox}>
        <MagnifyingGlassIcon aria-hidden className={styles.icon} />
        <Input placeholder={placeholder} className={styles.input} />
        <Button aria-label={clearLabel} className={styles.clear}>
          <XIcon aria-hidden />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
