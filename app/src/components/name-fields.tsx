import { TextField } from '@plaza/ui';
import type { FieldBinding } from '../hooks/use-form';
import { useMessage } from '../hooks/use-message';

type NameField = 'first_name' | 'last_name';

interface NameFieldsProps {
  /** The form's `field`, for the API's `first_name` and `last_name`. */
  field: (name: NameField) => FieldBinding;
  /** The form's labels, which name the two as `useNameLabels` does. */
  labels: Record<NameField, string>;
  /** The row that holds the two, side by side where there is room; each form spaces its own. */
  className: string;
}

/** A person's first and last name, side by side, as registration and the profile both ask. */
export function NameFields({ field, labels, className }: NameFieldsProps) {
  return (
    <div className={className}>
      <TextField
        {...field('first_name')}
        label={labels.first_name}
        autoComplete="given-name"
        isRequired
      />
      <TextField
        {...field('last_name')}
        label={labels.last_name}
        autoComplete="family-name"
        isRequired
      />
    </div>
  );
}

/** The two names' labels, for a form's own `labels` (its error summary names them too). */
export function useNameLabels(): Record<NameField, string> {
  const say = useMessage();
  return { first_name: say('register.firstName'), last_name: say('register.lastName') };
}
