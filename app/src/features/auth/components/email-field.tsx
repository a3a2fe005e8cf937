import { TextField } from '@plaza/ui';
import type { FieldBinding } from '../../../hooks/use-form';

/** The account's e-mail address, as registration and the password reset ask it. */
export function EmailField({ label, ...field }: FieldBinding & { label: string }) {
  return <TextField {...field} label={label} type="email" autoComplete="email" isRequired />;
}
