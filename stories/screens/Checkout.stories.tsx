import {
  Button,
  CardFields,
  CheckoutSteps,
  CountdownTimer,
  Form,
  Money,
  OrderSummary,
  PageHeader,
  RadioGroup,
  TextField,
  vars,
  type CardValue,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { cardFieldsLabels } from '../play/field-labels.js';
import { fitColumns } from '../play/screens/screen-layout.js';
import { screenMeta } from '../play/screens/screen-meta.js';
import { addresses, lines, summaryLabels, totals } from '../ui/support/orders.js';
import { paymentMethodOptions } from '../ui/support/payments.js';
import { onPage } from '../ui/support/SchemeMatrix.js';

type Step = 'address' | 'method' | 'payment';

const paymentMethods = paymentMethodOptions(
  'Transfer within the payment window; an administrator confirms it.',
);

const steps = [
  { id: 'address', label: 'Shipping address' },
  { id: 'method', label: 'Payment method' },
  { id: 'payment', label: 'Payment' },
];

/** The test provider's declined card (API.md, Purchases). */
const DECLINED = '4000000000000002';
/** A stopped clock with 25 minutes left, so screenshots never depend on when they are taken. */
const NOW = Date.UTC(2026, 10, 24, 12);
const clock = () => NOW;

const layout = { ...fitColumns('min(100%, 20rem)', vars.space.lg), alignItems: 'start' } as const;

/**
 * Checkout as the app composes it, over sample data: the address, the method and partner, then
 * the card payment with its window. The test provider's declined card is declined here too.
 */
function Checkout({ initialStep = 'address' }: { initialStep?: Step }) {
  const [step, setStep] = useState<Step>(initialStep);
  const [address, setAddress] = useState<string | null>('1');
  const [method, setMethod] = useState<string | null>('card');
  const [card, setCard] = useState<CardValue>({ number: '', expiry: '', cvc: '' });
  const [declined, setDeclined] = useState(false);
  const [paid, setPaid] = useState(false);

  const pay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDeclined(card.number === DECLINED);
    setPaid(card.number !== DECLINED);
  };

  return (
    <main style={{ padding: vars.space.lg, display: 'grid', gap: vars.space.lg }}>
      <PageHeader title="Checkout" />
      <div style={layout}>
        <div style={{ display: 'grid', gap: vars.space.lg }}>
          <CheckoutSteps
            steps={steps}
            currentId={step}
            labels={{ title: 'Checkout steps', done: 'completed', current: 'current step' }}
            onStepSelect={step === 'payment' ? undefined : (id) => setStep(id as Step)}
          />
          {step === 'address' && (
            <>
              <RadioGroup
                label="Shipping address"
                options={addresses.map(({ id, label, description }) => ({
                  value: id,
                  label,
                  description,
                }))}
                value={address}
                onChange={setAddress}
                isRequired
              />
              <div style={{ display: 'flex', gap: vars.space.sm }}>
                <Button variant="secondary">Add an address</Button>
                <Button onPress={() => setStep('method')}>Continue</Button>
              </div>
            </>
          )}
          {step === 'method' && (
            <Form
              onSubmit={(event) => {
                event.preventDefault();
                setStep('payment');
              }}
            >
              <RadioGroup
                label="Payment method"
                options={paymentMethods}
                value={method}
                onChange={setMethod}
                isRequired
              />
              <TextField label="Partner who referred you" description="Optional: their username." />
              <Button type="submit">Place order</Button>
            </Form>
          )}
          {step === 'payment' && (
            <section aria-labelledby="pay" style={{ display: 'grid', gap: vars.space.lg }}>
              <h2 id="pay" style={{ margin: 0 }}>
                Card payment
              </h2>
              <CountdownTimer
                expiresAt={NOW + 25 * 60 * 1000}
                now={clock}
                labels={{
                  label: 'Time left to pay',
                  lastMinute: 'Less than a minute left',
                  expired: 'The payment window has closed',
                }}
              />
              {paid ? (
                <p role="status">Thank you! Your purchase is paid</p>
              ) : (
                <Form onSubmit={pay}>
                  <CardFields value={card} onChange={setCard} labels={cardFieldsLabels} />
                  {declined && (
                    <div role="alert" style={{ display: 'grid', gap: vars.space.sm }}>
                      <p style={{ margin: 0, color: vars.color.danger }}>
                        Error to create transaction
                      </p>
                      <div style={{ display: 'flex', gap: vars.space.sm }}>
                        <Button
                          variant="secondary"
                          onPress={() => {
                            setDeclined(false);
                            setCard({ number: '', expiry: card.expiry, cvc: card.cvc });
                          }}
                        >
                          Try another card
                        </Button>
                        <Button variant="secondary">Pay by bank transfer instead</Button>
                      </div>
                    </div>
                  )}
                  <Button type="submit">
                    Pay <Money cents={totals.totalCents} />
                  </Button>
                </Form>
              )}
            </section>
          )}
        </div>
        <OrderSummary {...totals} totalCents={totals.totalCents} labels={summaryLabels}>
          <ul style={{ margin: 0, paddingInlineStart: vars.space.lg }}>
            {lines.map((line) => (
              <li key={line.id}>
                {line.quantity} × <bdi>{line.name}</bdi>
              </li>
            ))}
          </ul>
        </OrderSummary>
      </div>
    </main>
  );
}

const meta = {
  title: 'Screens/Checkout',
  tags: ['!autodocs'],
  component: Checkout,
  ...screenMeta(
    'Checkout as the app builds it from CheckoutSteps, RadioGroup, TextField, CountdownTimer, CardFields, Money and OrderSummary, over sample addresses and lines: the address (only when something ships), the payment method and partner, then the card payment within its window. The sample declines the test provider’s declined card (4000 0000 0000 0002) the way the server does, and offers another card or a bank transfer.',
  ),
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompletedByKeyboard: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Address: Tab reaches the chosen address; the arrow picks the other one.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Calle 10/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Carrera 7/ })).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    // Method: the address step is now a button back; Card is chosen; Enter places the order.
    await expect(
      canvas.getByRole('button', { name: /^Shipping address ?, completed$/ }),
    ).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /^Card/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Partner/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    // Payment: the declined card is declined, another card pays.
    await expect(await canvas.findByRole('timer', { name: 'Time left to pay' })).toHaveTextContent(
      '25:00',
    );
    await userEvent.tab();
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveFocus();
    await userEvent.keyboard(DECLINED);
    await userEvent.tab();
    await userEvent.keyboard('1230');
    await userEvent.tab();
    await userEvent.keyboard('123{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error to create transaction');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try another card' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(number);
    await userEvent.keyboard('4242424242424242{Enter}');
    await expect(await canvas.findByText('Thank you! Your purchase is paid')).toHaveAttribute(
      'role',
      'status',
    );
  },
};

export const Payment: Story = {
  args: { initialStep: 'payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('25:00');
    await expect(canvas.queryByRole('button', { name: /completed/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Pay/ })).toHaveTextContent('$59.48');
  },
};

// Full pages: one story per scheme, each at the three review widths.
export const TestLightLtr: Story = onPage('lightLtr');
export const TestDarkRtl: Story = {
  args: { initialStep: 'payment' },
  ...onPage('darkRtl'),
};
export const TestSemiDarkLtr: Story = {
  args: { initialStep: 'method' },
  ...onPage('semiDarkLtr'),
};
