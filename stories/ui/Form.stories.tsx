import {
  Button,
  Form,
  FormErrorSummary,
  MoneyField,
  PasswordField,
  TextField,
  toFieldErrors,
  type FailureList,
  type FieldErrors,
  type ValidationFailure,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import { expectInvalid, fillByTab } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';

const labels = { username: 'Username', email: 'E-mail', password: 'Password' };
const labelOf = (name: string) => (labels as Record<string, string | undefined>)[name] ?? name;

// The app's catalogue: messages by field and by the superstruct refinement that failed.
const messages: Record<string, string> = {
  'username.pattern': 'Use 3 to 30 letters, digits or _.',
  'email.email': 'Enter an e-mail address like name@example.com.',
  'password.size': 'Use 8 to 20 characters.',
};
const translate = (failure: ValidationFailure) =>
  messages[`${failure.path.join('.')}.${failure.refinement}`] ?? failure.message;

type Values = Record<string, string>;

/** Stands in for superstruct's `validate`: what a StructError's `failures()` gives. */
function check(values: Values): FailureList | undefined {
  const failures: ValidationFailure[] = [];
  const fail = (field: string, refinement: string) =>
    failures.push({ path: [field], refinement, message: `Expected a valid ${field}` });
  if (!/^\w{3,30}$/.test(values.username ?? '')) fail('username', 'pattern');
  if (!/^[^@\s]+@[^@\s]+$/.test(values.email ?? '')) fail('email', 'email');
  const password = values.password ?? '';
  if (password.length < 8 || password.length > 20) fail('password', 'size');
  return failures.length > 0 ? { failures: () => failures } : undefined;
}

interface RegistrationProps {
  /** Called with the values once they pass the app's checks; may answer like the API. */
  onValidSubmit: (values: Values) => Promise<unknown>;
}

/** A small registration form: the app checks on submit, the server may still answer 400. */
function Registration({ onValidSubmit }: RegistrationProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Values;
    const failure = check(values);
    setErrors(failure ? toFieldErrors(failure, translate) : {});
    if (failure) return;
    setPending(true);
    const badRequest = await onValidSubmit(values);
    setPending(false);
    setErrors(toFieldErrors(badRequest));
  };

  return (
    <Form validationErrors={errors} onSubmit={submit}>
      <FormErrorSummary
        title="Check these fields"
        errors={errors}
        describeError={(name, message) => `${labelOf(name)}: ${message}`}
      />
      <TextField name="username" label={labels.username} isRequired autoComplete="username" />
      <TextField name="email" type="email" label={labels.email} isRequired autoComplete="email" />
      <PasswordField
        name="password"
        label={labels.password}
        toggleLabel="Show password"
        autoComplete="new-password"
        description="8 to 20 characters."
        isRequired
      />
      <div>
        <Button type="submit" isPending={isPending} pendingLabel="Creating account ...">
          Create account
        </Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Components/Forms/Form',
  component: Registration,
  // The table documents the design system's own props, not this story's sample wrapper's.
  subcomponents: { Form },
  tags: ['autodocs'],
  args: { onValidSubmit: fn<RegistrationProps['onValidSubmit']>(async () => undefined) },
  decorators: [(Story) => <div style={{ maxInlineSize: '28rem' }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: [
          '`Form` is react-aria-components `Form` with `validationBehavior="aria"`: the browser blocks nothing, and every error, from the app\'s checks on submit or from the server\'s `400`, is passed as `validationErrors` (by field `name`) and shows under its field, tied to it by `aria-describedby`. A field\'s error clears once the user changes it and moves on. Required fields show a marker for the eye and say "required" to screen readers.',
          '`FormErrorSummary` goes inside the form and lists the same errors as links that focus their field (with the label in view). When the form is submitted and errors show, at once or when the server answers, it takes focus, so keyboard and screen-reader users start from the list. Its heading, the link text (`describeError`) and its `role` come through props.',
          '`toFieldErrors` turns a superstruct `StructError` (through the app\'s `translate`) or an API `400` body (`{ "email": ["…"], "attributes.0.value": ["…"] }`, nested or dotted) into those errors. It is typed by shape, so @plaza/ui depends on neither superstruct nor @plaza/api.',
        ].join('\n\n'),
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof Registration>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Submitting with empty fields shows every error under its field and in the summary, which takes
 * focus; its links lead to the fields.
 */
export const SubmitEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);

    // Username, e-mail, password, its toggle, then the submit button.
    for (let stop = 0; stop < 5; stop += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const summary = await canvas.findByRole('region', { name: 'Check these fields' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Username: Use 3 to 30 letters, digits or _.',
      'E-mail: Enter an e-mail address like name@example.com.',
      'Password: Use 8 to 20 characters.',
    ]);
    await expect(args.onValidSubmit).not.toHaveBeenCalled();

    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expectInvalid(email, 'Enter an e-mail address like name@example.com.');

    // The second link leads to the e-mail field; its error clears once it is changed and left.
    await userEvent.tab();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(email).toHaveFocus();
    await userEvent.keyboard('ana@example.com');
    await userEvent.tab();
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const ValidSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);

    await fillByTab('ana_perez', 'ana@example.com', 's3cret-pass{Enter}');

    await waitFor(() =>
      expect(args.onValidSubmit).toHaveBeenCalledWith({
        username: 'ana_perez',
        email: 'ana@example.com',
        password: 's3cret-pass',
      }),
    );
    await expect(canvas.getByRole('region', { hidden: true })).not.toBeVisible();
  },
};

const serverAnswer = {
  username: ['A user with that username already exists.'],
  email: ['A user with that e-mail already exists.'],
};

/**
 * The app's checks pass, the API answers `400` with `{ "username": [...], "email": [...] }`:
 * `toFieldErrors(body)` puts them under the fields, and the summary takes focus when they arrive.
 */
export const ServerErrors: Story = {
  args: {
    onValidSubmit: fn<RegistrationProps['onValidSubmit']>(
      () => new Promise((resolve) => setTimeout(() => resolve(serverAnswer), 300)),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await fillByTab('ana_perez', 'ana@example.com', 's3cret-pass{Enter}');
    await expect(
      await canvas.findByRole('button', { name: 'Creating account ...' }),
    ).toBeInTheDocument();

    const summary = await canvas.findByRole('region', { name: 'Check these fields' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'A user with that username already exists.',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

const productErrors: FieldErrors = {
  price: ['Enter a price above zero.'],
  'attributes.0.value': ['This field may not be blank.'],
};

/** Fields whose input is not the one carrying `name`, and a nested name from an API body. */
function ProductForm() {
  return (
    <Form validationErrors={productErrors}>
      <FormErrorSummary title="Check these fields" errors={productErrors} />
      <MoneyField name="price" label="Price" defaultValueCents={0} isRequired />
      <TextField name="attributes.0.value" label="Colour" />
    </Form>
  );
}

/**
 * A summary link finds its field by `name`, also where react-aria keeps the name on a hidden input
 * (NumberField, MoneyField, Select) and for nested names such as `attributes.0.value`.
 */
export const LinksToEveryField: Story = {
  render: () => <ProductForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Check these fields' });
    const [priceLink, colourLink] = within(summary).getAllByRole('link');

    await userEvent.click(priceLink!);
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveFocus();

    await userEvent.click(colourLink!);
    await expect(canvas.getByRole('textbox', { name: 'Colour' })).toHaveFocus();
  },
};

const sampleErrors: FieldErrors = {
  '': ['The passwords do not match.'],
  email: ['Enter an e-mail address like name@example.com.'],
  password: ['Use 8 to 20 characters.'],
};

function Matrix() {
  return (
    <Form validationErrors={sampleErrors}>
      <FormErrorSummary title="Check these fields" errors={sampleErrors} />
      <FieldGrid>
        <TextField name="username" label="Username" defaultValue="ana_perez" isRequired />
        <TextField name="email" label="E-mail" defaultValue="ana@" isRequired />
        <PasswordField name="password" label="Password" toggleLabel="Show password" isRequired />
      </FieldGrid>
    </Form>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
