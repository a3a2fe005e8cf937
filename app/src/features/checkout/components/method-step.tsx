import type { PaymentMethod } from '@plaza/api';
import { Button, Form, RadioGroup, TextField } from '@plaza/ui';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';
import { usePaymentMethods } from '../../../hooks/use-payment-methods';
import { usePaymentMethodOptions } from '../method-options';
import { offeredChoice } from '../offered-method';
import * as styles from './checkout.css';
import { MethodsUnavailable } from './methods-unavailable';

interface MethodStepProps {
  /** The buyer's choice, as the cart saved it (maybe a method the shop no longer offers). */
  method: PaymentMethod | null;
  partnerName: string;
  /** A choice, or `null` when the saved one is no longer offered. */
  onMethodChange: (method: PaymentMethod | null) => void;
  onPartnerNameChange: (name: string) => void;
  onPlaceOrder: () => void;
  isPlacing: boolean;
  /** Shown after trying to go on without a method. */
  isMethodMissing: boolean;
  /** The server's word on the partner's username, translated. */
  partnerError?: string;
  /** What went wrong with the order as a whole, translated (maybe with a link to act on it). */
  failure?: ReactNode;
}

/**
 * How to pay (the methods the shop offers, GET `payments/methods/`, in its order), the partner who
 * referred the purchase, and placing the order. A saved method the shop no longer offers is
 * cleared, so only an offered one can be sent.
 */
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
  const answer = usePaymentMethods();
  const methods = answer.data;
  const options = usePaymentMethodOptions(methods ?? []);
  const chosen = methods ? offeredChoice(methods, method) : method;

  useEffect(() => {
    if (chosen !== method) onMethodChange(chosen);
  }, [chosen, method, onMethodChange]);

  if (!methods || methods.length === 0) return <MethodsUnavailable answer={answer} />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onPlaceOrder();
  };
  return (
    <Form onSubmit={submit}>
      <RadioGroup
        label={say('checkout.method')}
        options={options}
        value={chosen}
        onChange={(value) =>
          onMethodChange(methods.find((m) => m.method === value)?.method ?? null)
        }
        isRequired
        isInvalid={isMethodMissing && chosen === null}
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
