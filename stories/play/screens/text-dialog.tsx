import { Button, Dialog, Form, TextArea, type ButtonProps } from '@plaza/ui';
import { useState, type ReactNode } from 'react';

interface TextDialogProps {
  /** The heading, which names the dialog. */
  title: string;
  isOpen: boolean;
  onClose: () => void;
  /** The required text box's label, e.g. "Note for the user". */
  label: string;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  /** Called with the text when it is sent, unless it is blank; the dialog closes either way. */
  onSubmit: (text: string) => void;
  /** What the dialog shows above the text box, e.g. the message being answered. */
  children?: ReactNode;
}

/**
 * A sample screen's dialog that asks for one required text and sends it with its button. The text
 * is kept while the dialog is closed, as the screens' own state kept it.
 */
export function TextDialog({
  title,
  isOpen,
  onClose,
  label,
  submitLabel,
  submitVariant,
  onSubmit,
  children,
}: TextDialogProps) {
  const [text, setText] = useState('');
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={title}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) onSubmit(text);
          onClose();
        }}
      >
        {children}
        <TextArea label={label} value={text} onChange={setText} isRequired />
        <div>
          <Button type="submit" variant={submitVariant}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
