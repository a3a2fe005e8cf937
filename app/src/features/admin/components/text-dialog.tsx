import { Button, Dialog, Form, TextArea } from '@plaza/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormSummary } from '../../../components/form-summary';
import { useForm } from '../../../hooks/use-form';
import type { FieldErrorIds } from '../../../lib/form-errors';
import * as styles from './text-dialog.css';

interface TextDialogProps {
  /** Open while true. */
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** What the decision is about, above the text box. */
  children?: ReactNode;
  /** The text box's label, e.g. "Note for the user". */
  label: string;
  description?: string;
  /** Whether the text may be left empty. */
  isRequired: boolean;
  /** The largest text the API takes. */
  maxLength: number;
  initialText?: string;
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  /** Sends the trimmed text (null when left empty); a rejection shows in the form. */
  onSend: (text: string | null) => Promise<void>;
}

/** An administrator's decision that goes with a text: a note on a withdrawal, an answer to a ticket. */
export function TextDialog({ isOpen, onClose, title, ...form }: TextDialogProps) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={title} size="lg">
      {isOpen && <TextForm {...form} onCancel={onClose} />}
    </Dialog>
  );
}

type TextFormProps = Omit<TextDialogProps, 'isOpen' | 'onClose' | 'title'> & {
  onCancel: () => void;
};

function TextForm({
  children,
  label,
  description,
  isRequired,
  maxLength,
  initialText = '',
  confirmLabel,
  variant = 'primary',
  onSend,
  onCancel,
}: TextFormProps) {
  const intl = useIntl();
  const check = ({ text }: { text: string }): FieldErrorIds => {
    if (isRequired && !text.trim()) return { text: 'form.error.required' };
    return text.length > maxLength ? { text: 'form.error.textTooLong' } : {};
  };
  const form = useForm({
    initial: { text: initialText },
    check,
    send: ({ text }) => onSend(text.trim() || null),
  });
  return (
    <Form onSubmit={form.onSubmit}>
      <div className={styles.body}>
        {children}
        <FormSummary errors={form.summary} labels={{ text: label }} />
        <TextArea
          {...form.field('text')}
          label={label}
          description={description}
          isRequired={isRequired}
          rows={5}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onCancel}>
            {intl.formatMessage({ id: 'admin.cancel' })}
          </Button>
          <Button
            type="submit"
            variant={variant}
            isPending={form.isPending}
            pendingLabel={intl.formatMessage({ id: 'common.loading' })}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Form>
  );
}
