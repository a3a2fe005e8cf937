import { TextField } from '@plaza/ui';
import type { FieldBinding } from '../hooks/use-form';

interface NameFieldsProps {
  firstName: FieldBinding;
  lastName: FieldBinding;
  labels: { firstName: string; lastName: string };
  /** The row that holds the two, side by side where there is room; each form spaces its own. */
  className: string;
}

/** A person's first and last name, side by side, as registration and the profile both ask. */
export function NameFields({ firstName, lastName, labels, className }: NameFieldsProps) {
  return (
    <div className={className}>
      <TextField {...firstName} label={labels.firstName} autoComplete="given-name" isRequired />
      <TextField {...lastName} label={labels.lastName} autoComplete="family-name" isRequired />
    </div>
  );
}
