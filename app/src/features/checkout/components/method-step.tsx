import { BankIcon } from '@phosphor-icons/react/dist/ssr/Bank';
import { CreditCardIcon } from '@phosphor-icons/react/dist/ssr/CreditCard';
import type { PaymentMethod } from '@plaza/api';
import { Button, Form, RadioGroup, TextField } from '@plaza/ui';
import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';
import * as styles from './checkout.css';

interface MethodStepProps {
  method: PaymentMethod | null;
  partnerName: string;
  onMethodChange: (method: PaymentMethod) => void;
  onPartnerNameChange: (name: string) => void;
  onPlaceOrder: () => void;
  isPlacing: boolean;
  /** Shown after trying to go on without a method. */
  isMethodMissing: boolean;
  /** The server's word on the partner's username, translated. */
  partnerError?: string;
  /** What went wrong with the order as a whole, translated. */
  failure?: string;
}

/** How to pay (card or bank transfer), the partner who referred the purchase, and placing the order. */
export function MethodStep({
  method,
  partnerName,
  onMethodChange,
  onPartnerNameChange,
  onPlaceOrder,
  isPlacing,
  isMethodMissing,
  partnerError,
  failure,
}: MethodStepProps) {
  const say = useMessage();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onPlaceOrder();
  };
  return (
    <Form onSubmit={submit}>
      <RadioGroup
        label={say('checkout.method')}
        options={[
          {
            value: 'card',
            label: say('checkout.method.card'),
            description: say('checkout.method.cardHelp'),
            icon: <CreditCardIcon />,
          },
          {
            value: 'bank_transfer',
            label: say('checkout.method.transfer'),
            description: say('checkout.method.transferHelp'),
            icon: <BankIcon />,
          },
        ]}
        value={method}
        onChange={(value) => onMethodChange(value === 'card' ? 'card' : 'bank_transfer')}
        isRequired
        isInvalid={isMethodMissing && method === null}
        errorMessage={say('checkout.method.required')}
      />
      <TextField
        label={say('checkout.partner')}
        description={say('checkout.partnerHelp')}
        value={partnerName}
        onChange={onPartnerNameChange}
        autoComplete="off"
        maxLength={30}
        isInvalid={partnerError !== undefined}
        errorMessage={partnerError}
      />
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <Button type="submit" isPending={isPlacing} pendingLabel={say('common.loading')}>
        <FormattedMessage id="checkout.placeOrder" />
      </Button>
    </Form>
  );
}
