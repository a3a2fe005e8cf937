import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import * as styles from './Form.css.js';

export interface FormProps extends Omit<
  AriaFormProps,
  'className' | 'style' | 'validationBehavior'
> {
  /**
   * Errors by field `name`, shown under each field inside the form, e.g. from `toFieldErrors` on
   * a superstruct failure or an API `400` body. A field's error clears once the user changes it and moves on.
   * @default undefined
   */
  validationErrors?: AriaFormProps['validationErrors'];
}

/**
 * A form on react-aria's Form, its fields stacked. Validation is `aria`: nothing is blocked by
 * the browser, every error (the app's checks on submit, the server's `400`) shows under its field
 * through `validationErrors`, and the app decides in `onSubmit` what to send.
 */
export function Form(props: FormProps) {
  return <AriaForm {...props} validationBehavior="aria" className={styles.form} />;
}
