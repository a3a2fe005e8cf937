import { FormErrorSummary } from '@plaza/ui';
import { useMessage } from '../hooks/use-message';

interface FormSummaryProps {
  /** Every error by field name, the whole form's under `''` (useForm's `summary`). */
  errors: Record<string, string>;
  /** The visible label of each field, so "Required" in the list says which field it is about. */
  labels: Record<string, string>;
}

/** The errors of an account form in one list at its top, each linking to its field. */
export function FormSummary({ errors, labels }: FormSummaryProps) {
  const say = useMessage();
  return (
    <FormErrorSummary
      title={say('form.errorSummary')}
      errors={errors}
      describeError={(name, message) => (labels[name] ? `${labels[name]}: ${message}` : message)}
    />
  );
}
