import { BankIcon } from '@phosphor-icons/react/dist/ssr/Bank';
import { CreditCardIcon } from '@phosphor-icons/react/dist/ssr/CreditCard';
import { ShieldCheckIcon } from '@phosphor-icons/react/dist/ssr/ShieldCheck';
import { WalletIcon } from '@phosphor-icons/react/dist/ssr/Wallet';
import type { PaymentMethod, PaymentMethodInfo } from '@plaza/api';
import type { RadioOption } from '@plaza/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

/** What checkout says of each method: its name, the line under it, and its icon. */
const METHOD_WORDS: Record<
  PaymentMethod,
  { label: MessageId; help: MessageId; icon: ReactElement }
> = {
  card: {
    label: 'checkout.method.card',
    help: 'checkout.method.cardHelp',
    icon: <CreditCardIcon />,
  },
  bank_transfer: {
    label: 'checkout.method.transfer',
    help: 'checkout.method.transferHelp',
    icon: <BankIcon />,
  },
  stripe: {
    label: 'checkout.method.stripe',
    help: 'checkout.method.stripeHelp',
    icon: <ShieldCheckIcon />,
  },
  mercadopago: {
    label: 'checkout.method.mercadopago',
    help: 'checkout.method.mercadopagoHelp',
    icon: <WalletIcon />,
  },
};

/**
 * The shop's methods (GET `payments/methods/`, in its order) as the method step's options. A
 * hosted provider's brand is the API's `name`, said inside a translated sentence.
 */
export function usePaymentMethodOptions(methods: readonly PaymentMethodInfo[]): RadioOption[] {
  const intl = useIntl();
  return methods.map(({ method, name }) => {
    const words = METHOD_WORDS[method];
    return {
      value: method,
      label: intl.formatMessage({ id: words.label }, { name }),
      description: intl.formatMessage({ id: words.help }, { name }),
      icon: words.icon,
    };
  });
}
