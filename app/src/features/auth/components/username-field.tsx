import { TextField } from '@plaza/ui';
import type { FieldBinding } from '../../../hooks/use-form';

interface UsernameFieldProps extends FieldBinding {
  label: string;
  /** What a new username may be: registration says it, signing in does not. */
  description?: string;
}

/** The account's username, as signing in and registration ask it. */
export function UsernameField({ label, description, ...field }: UsernameFieldProps) {
  return (
    <TextField
      {...field}
      label={label}
      description={description}
      autoComplete="username"
      isRequired
    />
  );
}
