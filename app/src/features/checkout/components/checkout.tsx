import { ApiError, type PaymentMethod, type Purchase } from '@plaza/api';
import { CheckoutSteps } from '@plaza/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../i18n/error-messages';
import { useMessage } from '../../../hooks/use-message';
import { createPurchase } from '../api/create-purchase';
import { refreshPaymentMethods } from '../../../hooks/use-payment-methods';
import { useCheckoutSteps } from '../checkout-steps';
import { useOrderRefusal } from '../order-refusal';
import { AddressStep } from './address-step';
import * as styles from './checkout.css';
import { MethodStep } from './method-step';

/** What checkout needs of a cart line. */
export interface CheckoutLine {
  id: number;
  name: string;
  quantity: number;
  is_digital: boolean;
}

/** The buyer's choices, kept by the cart (docs/product.md, section 3: cart state). */
export interface CheckoutChoices {
  shippingAddress: number | null;
  paymentMethodSelected: PaymentMethod | null;
  partnerName: string;
}

interface CheckoutProps {
  lines: readonly CheckoutLine[];
  choices: CheckoutChoices;
  onChoicesChange: (choices: Partial<CheckoutChoices>) => void;
  /** Called once with the purchase the server created, to go on to its payment. */
  onCreated: (purchase: Purchase) => void;
  /** The order's lines and totals beside the steps. */
  summary: ReactNode;
}

/**
 * Checkout up to the purchase: the shipping address (only when something ships), then the payment
 * method and partner, then the order is placed, once: a second press while it is under way does
 * nothing, so a double click never makes two purchases.
 */
export function Checkout({ lines, choices, onChoicesChange, onCreated, summary }: CheckoutProps) {
  const intl = useIntl();
  const say = useMessage();
  const ships = lines.some((line) => !line.is_digital);
  const steps = useCheckoutSteps(ships);
  const [current, setCurrent] = useState<'address' | 'method'>(ships ? 'address' : 'method');
  const [isAddressMissing, setAddressMissing] = useState(false);
  const [isMethodMissing, setMethodMissing] = useState(false);
  const [partnerError, setPartnerError] = useState<string>();
  const [failure, setFailure] = useState<ReactNode>();
  const [isPlacing, setPlacing] = useState(false);
  const isUnderWay = useRef(false);
  const refusalOf = useOrderRefusal();

  const placeOrder = async () => {
    if (isUnderWay.current) return;
    setFailure(undefined);
    setPartnerError(undefined);
    if (choices.paymentMethodSelected === null) return setMethodMissing(true);
    isUnderWay.current = true;
    setPlacing(true);
    try {
      const partner = choices.partnerName.trim();
      onCreated(
        await createPurchase({
          items: lines.map((line) => ({ product: line.id, quantity: line.quantity })),
          shipping_address: ships ? choices.shippingAddress : null,
          payment_method: choices.paymentMethodSelected,
          partner_name: partner || null,
        }),
      );
    } catch (error) {
      // Placing failed: the buyer may change something and place it again.
      isUnderWay.current = false;
      if (error instanceof ApiError && error.code === 'address_required') {
        setAddressMissing(true);
        setCurrent('address');
      } else if (error instanceof ApiError && error.fields.payment_method) {
        // The shop switched the method off meanwhile: the list is asked again and the choice goes.
        onChoicesChange({ paymentMethodSelected: null });
        setFailure(say('checkout.method.gone'));
        void refreshPaymentMethods();
      } else if (error instanceof ApiError && error.fields.partner_name) {
        setPartnerError(say('checkout.partnerUnknown'));
      } else if (error instanceof ApiError && error.code === 'insufficient_stock') {
        const product = lines.find((line) => line.id === error.extra.product);
        setFailure(
          product
            ? intl.formatMessage({ id: 'checkout.notEnoughOf' }, { name: product.name })
            : say('error.insufficientStock'),
        );
      } else {
        const { id, values } = errorMessage(error);
        setFailure((await refusalOf(error, lines)) ?? intl.formatMessage({ id }, values));
      }
    } finally {
      setPlacing(false);
    }
  };

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <CheckoutSteps
          steps={steps}
          currentId={current}
          labels={{
            title: say('checkout.steps'),
            done: say('checkout.stepDone'),
            current: say('checkout.stepCurrent'),
          }}
          onStepSelect={(id) => id === 'address' && setCurrent('address')}
        />
        {current === 'address' ? (
          <AddressStep
            selectedId={choices.shippingAddress}
            onSelect={(id) => onChoicesChange({ shippingAddress: id })}
            isMissing={isAddressMissing}
            onContinue={(id) => {
              if (id === null) return setAddressMissing(true);
              // The step may show the default or only address chosen before the buyer picks one:
              // the cart keeps that, so the order ships where the step said.
              onChoicesChange({ shippingAddress: id });
              setCurrent('method');
            }}
          />
        ) : (
          <MethodStep
            method={choices.paymentMethodSelected}
            partnerName={choices.partnerName}
            onMethodChange={(method) => onChoicesChange({ paymentMethodSelected: method })}
            onPartnerNameChange={(name) => {
              setPartnerError(undefined);
              onChoicesChange({ partnerName: name });
            }}
            onPlaceOrder={() => void placeOrder()}
            isPlacing={isPlacing}
            isMethodMissing={isMethodMissing}
            partnerError={partnerError}
            failure={failure}
          />
        )}
      </div>
      {summary}
    </div>
  );
}
