import { WithdrawalBody, type Withdrawal } from '@plaza/api';
import { Button, Form, MoneyField, OtpField, TextField } from '@plaza/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormSummary } from '../../../components/form-summary';
import { useForm } from '../../../hooks/use-form';
import { useMessage } from '../../../hooks/use-message';
import { errorMessage, type ErrorMessage } from '../../../i18n/error-messages';
import { clientErrors } from '../../../lib/form-errors';
import { fromCents } from '../../../lib/money';
import { requestWithdrawal, sendWithdrawalCode } from '../api/request-withdrawal';
import * as styles from './dashboard.css';

interface WithdrawalValues extends Record<string, unknown> {
  amount: number | null;
  destination: string;
  code: string;
}

const initial: WithdrawalValues = { amount: null, destination: '', code: '' };

const toBody = ({ amount, destination, code }: WithdrawalValues) => ({
  amount: amount === null ? '' : fromCents(amount),
  destination,
  code,
});

type CodeState =
  | { name: 'idle' }
  | { name: 'sending' }
  | { name: 'sent' }
  | { name: 'failed'; error: ErrorMessage };

/** The button that e-mails the withdrawal code, and what became of the last press. */
function CodeRequest() {
  const say = useMessage();
  const [state, setState] = useState<CodeState>({ name: 'idle' });
  const send = async () => {
    setState({ name: 'sending' });
    try {
      await sendWithdrawalCode();
      setState({ name: 'sent' });
    } catch (error) {
      setState({ name: 'failed', error: errorMessage(error) });
    }
  };
  return (
    <div>
      <Button
        variant="secondary"
        onPress={() => void send()}
        isPending={state.name === 'sending'}
        pendingLabel={say('common.loading')}
      >
        {say(
          state.name === 'sent' ? 'dashboard.withdraw.resendCode' : 'dashboard.withdraw.sendCode',
        )}
      </Button>
      <p role="status" className={styles.muted}>
        {state.name === 'sent' && <FormattedMessage id="dashboard.withdraw.codeSent" />}
        {state.name === 'failed' && (
          <FormattedMessage id={state.error.id} values={state.error.values} />
        )}
      </p>
    </div>
  );
}

/**
 * A withdrawal (docs/api.md, Network, earnings and withdrawals): the amount, where to send it, and the
 * code e-mailed for it. The amount leaves the balance at once; a balance too small or a wrong or
 * expired code is said in the form's summary.
 */
export function WithdrawalForm({ onRequested }: { onRequested: (withdrawal: Withdrawal) => void }) {
  const say = useMessage();
  const form = useForm<WithdrawalValues>({
    initial,
    check: (values) => clientErrors(toBody(values), WithdrawalBody),
    send: async (values) => onRequested(await requestWithdrawal(toBody(values))),
  });
  const labels = {
    amount: say('dashboard.withdraw.amount'),
    destination: say('dashboard.withdraw.destination'),
    code: say('dashboard.withdraw.code'),
  };
  const amount = form.field('amount');
  return (
    <Form onSubmit={form.onSubmit}>
      <div className={styles.form}>
        <FormSummary errors={form.summary} labels={labels} />
        <MoneyField
          name="amount"
          label={labels.amount}
          valueCents={form.values.amount}
          onChangeCents={amount.onChange}
          // Committed on blur: its error goes as it is typed, not under the next click.
          onInput={() => form.clearError('amount')}
          isInvalid={amount.isInvalid}
          errorMessage={amount.errorMessage}
          isRequired
        />
        <TextField
          {...form.field('destination')}
          label={labels.destination}
          description={say('dashboard.withdraw.destinationHint')}
          maxLength={500}
          isRequired
        />
        <CodeRequest />
        <OtpField {...form.field('code')} label={labels.code} isRequired />
        <div>
          <Button type="submit" isPending={form.isPending} pendingLabel={say('common.loading')}>
            {say('dashboard.withdraw.submit')}
          </Button>
        </div>
      </div>
    </Form>
  );
}
