import { Button, Dialog, Form } from '@plaza/ui';
import type { FormEvent, ReactNode } from 'react';
import { FormSummary } from '../../../components/form-summary';
import { useMessage } from '../../../hooks/use-message';
import * as styles from './claims.css';

interface ClaimFormDialogProps {
  title: string;
  /** The button that sends the form, e.g. "Open the claim". */
  submitLabel: string;
  /** The form's state (useForm): its errors in a summary, its sending. */
  form: {
    summary: Record<string, string>;
    isPending: boolean;
    onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  };
  /** Each field's label, so the summary names the field of each error. */
  labels: Record<string, string>;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * A step of a claim that takes words or an amount (opening it, the seller's answer, the return's
 * code, an administrator's decision): a form in a dialog, its errors listed at the top and under
 * each field, with Cancel and the button that sends it.
 */
export function ClaimFormDialog({
  title,
  submitLabel,
  form,
  labels,
  onClose,
  children,
}: ClaimFormDialogProps) {
  const say = useMessage();
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={title}>
      <Form onSubmit={form.onSubmit}>
        <div className={styles.form}>
          <FormSummary errors={form.summary} labels={labels} />
          {children}
          <div className={styles.formButtons}>
            <Button variant="secondary" onPress={onClose}>
              {say('common.cancel')}
            </Button>
            <Button type="submit" isPending={form.isPending} pendingLabel={say('common.loading')}>
              {submitLabel}
            </Button>
          </div>
        </div>
      </Form>
    </Dialog>
  );
}
