// The payment methods as checkout offers them, for the RadioGroup stories and the Checkout screen.
import { BankIcon } from '@phosphor-icons/react/dist/ssr/Bank';
import { CreditCardIcon } from '@phosphor-icons/react/dist/ssr/CreditCard';
import type { RadioOption } from '@plaza/ui';

/** Card and bank transfer as RadioGroup options; `bankTransfer` says what a transfer asks for. */
export const paymentMethodOptions = (bankTransfer: string): RadioOption[] => [
  {
    value: 'card',
    label: 'Card',
    description: 'Paid at once; the seller prepares your order right away.',
    icon: <CreditCardIcon />,
  },
  { value: 'bank_transfer', label: 'Bank transfer', description: bankTransfer, icon: <BankIcon /> },
];
