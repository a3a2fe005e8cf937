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
import { inSampleLanguage } from './support/sample-language.js';

/** The registration form's words as the app's catalogues word them, in each sample language. */
const wordsIn = {
  es: {
    labels: { username: 'Usuario', email: 'Correo electrónico', password: 'Contraseña' },
    // The app's catalogue: messages by field and by the superstruct refinement that failed.
    messages: {
      'username.pattern': 'Usa de 3 a 30 letras, números o guiones bajos.',
      'email.email': 'Escribe un correo como nombre@ejemplo.com.',
      'password.size': 'La contraseña debe tener entre 8 y 20 caracteres.',
    } as Record<string, string>,
    summary: 'Revisa lo siguiente',
    toggleLabel: 'Mostrar contraseña',
    passwordHint: 'Entre 8 y 20 caracteres.',
    submit: 'Crear cuenta',
    pending: 'Creando la cuenta ...',
  },
  en: {
    labels: { username: 'Username', email: 'E-mail', password: 'Password' },
    messages: {
      'username.pattern': 'Use 3 to 30 letters, digits or _.',
      'email.email': 'Enter an e-mail address like name@example.com.',
      'password.size': 'Use 8 to 20 characters.',
    } as Record<string, string>,
    summary: 'Check these fields',
    toggleLabel: 'Show password',
    passwordHint: '8 to 20 characters.',
    submit: 'Create account',
    pending: 'Creating account ...',
  },
};

type Words = (typeof wordsIn)['en'];

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
  /** The form's words, in one sample language: English unless given. */
  words?: Words;
}

/** A small registration form: the app checks on submit, the server may still answer 400. */
function Registration({ onValidSubmit, words = wordsIn.en }: RegistrationProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isPending, setPending] = useState(false);
  const { labels, messages } = words;
  const labelOf = (name: string) => (labels as Record<string, string | undefined>)[name] ?? name;
  const translate = (failure: ValidationFailure) =>
    messages[`${failure.path.join('.')}.${failure.refinement}`] ?? failure.message;

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
        title={words.summary}
        errors={errors}
        describeError={(name, message) => `${labelOf(name)}: ${message}`}
      />
      <TextField name="username" label={labels.username} isRequired autoComplete="username" />
      <TextField name="email" type="email" label={labels.email} isRequired autoComplete="email" />
      <PasswordField
        name="password"
        label={labels.password}
        toggleLabel={words.toggleLabel}
        autoComplete="new-password"
        description={words.passwordHint}
        isRequired
      />
      <div>
        <Button type="submit" isPending={isPending} pendingLabel={words.pending}>
          {words.submit}
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
  argTypes: { words: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: '28rem' }}>{Story()}</div>],
  // The words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => <Registration {...args} words={inSampleLanguage(context, wordsIn)} />,
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const words = inSampleLanguage(context, wordsIn);
    const { labels, messages } = words;
    const canvas = within(canvasElement);

    // Username, e-mail, password, its toggle, then the submit button.
    for (let stop = 0; stop < 5; stop += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: words.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const summary = await canvas.findByRole('region', { name: words.summary });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      `${labels.username}: ${messages['username.pattern']}`,
      `${labels.email}: ${messages['email.email']}`,
      `${labels.password}: ${messages['password.size']}`,
    ]);
    await expect(args.onValidSubmit).not.toHaveBeenCalled();

    const email = canvas.getByRole('textbox', { name: labels.email });
    await expectInvalid(email, messages['email.email']!);

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

/** The API's `400`, in the language the app asked for. */
const serverAnswerIn = {
  es: {
    username: ['Ya existe un usuario con ese nombre.'],
    email: ['Ya existe un usuario con ese correo electrónico.'],
  },
  en: {
    username: ['A user with that username already exists.'],
    email: ['A user with that e-mail already exists.'],
  },
};

/**
 * The app's checks pass, the API answers `400` with `{ "username": [...], "email": [...] }`:
 * `toFieldErrors(body)` puts them under the fields, and the summary takes focus when they arrive.
 */
export const ServerErrors: Story = {
  args: {
    onValidSubmit: fn<RegistrationProps['onValidSubmit']>(
      () => new Promise((resolve) => setTimeout(() => resolve(serverAnswerIn.en), 300)),
    ),
  },
  // The API answers in the toolbar's language, as it does in the app's.
  render: (args, context) => (
    <Registration
      {...args}
      words={inSampleLanguage(context, wordsIn)}
      onValidSubmit={async (values) =>
        (await args.onValidSubmit(values)) && inSampleLanguage(context, serverAnswerIn)
      }
    />
  ),
  play: async (context) => {
    const { labels, pending, summary: title } = inSampleLanguage(context, wordsIn);
    const canvas = within(context.canvasElement);

    await fillByTab('ana_perez', 'ana@example.com', 's3cret-pass{Enter}');
    await expect(await canvas.findByRole('button', { name: pending })).toBeInTheDocument();

    const summary = await canvas.findByRole('region', { name: title });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      canvas.getByRole('textbox', { name: labels.username }),
    ).toHaveAccessibleDescription(inSampleLanguage(context, serverAnswerIn).username[0]!);
    await expect(canvas.getByRole('textbox', { name: labels.email })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The product form's words and errors as the app's catalogues word them, in each language. */
const productFormIn = {
  es: {
    summary: 'Revisa lo siguiente',
    price: 'Precio',
    colour: 'Color',
    errors: {
      price: ['Escribe un precio mayor que 0.'],
      'attributes.0.value': ['Este campo es obligatorio'],
    } as FieldErrors,
  },
  en: {
    summary: 'Check these fields',
    price: 'Price',
    colour: 'Colour',
    errors: {
      price: ['Enter a price above zero.'],
      'attributes.0.value': ['This field may not be blank.'],
    } as FieldErrors,
  },
};

/** Fields whose input is not the one carrying `name`, and a nested name from an API body. */
function ProductForm({ text }: { text: (typeof productFormIn)['en'] }) {
  return (
    <Form validationErrors={text.errors}>
      <FormErrorSummary title={text.summary} errors={text.errors} />
      <MoneyField name="price" label={text.price} defaultValueCents={0} isRequired />
      <TextField name="attributes.0.value" label={text.colour} />
    </Form>
  );
}

/**
 * A summary link finds its field by `name`, also where react-aria keeps the name on a hidden input
 * (NumberField, MoneyField, Select) and for nested names such as `attributes.0.value`.
 */
export const LinksToEveryField: Story = {
  render: (_args, context) => <ProductForm text={inSampleLanguage(context, productFormIn)} />,
  play: async (context) => {
    const text = inSampleLanguage(context, productFormIn);
    const canvas = within(context.canvasElement);
    const summary = canvas.getByRole('region', { name: text.summary });
    const [priceLink, colourLink] = within(summary).getAllByRole('link');

    await userEvent.click(priceLink!);
    await expect(canvas.getByRole('textbox', { name: text.price })).toHaveFocus();

    await userEvent.click(colourLink!);
    await expect(canvas.getByRole('textbox', { name: text.colour })).toHaveFocus();
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
