import { FileUpload, type UploadFile } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fileInputOf } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';
import { givenWordsIn, inSampleLanguage } from './support/sample-language.js';
import { renderControlled, uploadLabels, UploadMatrix } from './support/UploadMatrix.js';

const labelsIn = uploadLabels({
  es: { things: 'documentos', counted: 'documentos', list: 'Documentos elegidos', kind: 'un PDF' },
  en: { things: 'documents', counted: 'documents', list: 'Chosen documents', kind: 'a PDF' },
});
const labels = labelsIn.en;

/** The field's own words and the server's error on a file, in each sample language. */
const wordsIn = {
  es: {
    label: 'Documentos',
    description: 'Hasta 3 archivos PDF de 2 MB cada uno.',
    errorMessage: 'Agrega al menos un documento',
    unreadable: 'El servidor no pudo leer este archivo.',
  },
  en: {
    label: 'Documents',
    description: 'Up to 3 PDF files, 2 MB each.',
    errorMessage: 'Add at least one document',
    unreadable: 'The server could not read this file.',
  },
};

const document = (name: string, size = 1_000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const uploaded: UploadFile[] = [
  { id: 'invoice', name: 'invoice-2025-03.pdf', url: '/uploads/invoice-2025-03.pdf' },
  { id: 'manual', name: 'user-manual.pdf', file: document('user-manual.pdf'), progress: 40 },
  {
    id: 'warranty',
    name: 'warranty.pdf',
    file: document('warranty.pdf'),
    error: wordsIn.en.unreadable,
  },
];

const Controlled = renderControlled(FileUpload);

const meta = {
  title: 'Components/Forms/FileUpload',
  component: FileUpload,
  tags: ['autodocs'],
  args: {
    label: wordsIn.en.label,
    description: wordsIn.en.description,
    files: [],
    onChange: fn(),
    labels,
    accept: ['application/pdf'],
    maxFiles: 3,
    maxSize: 2_000_000,
    isDisabled: false,
  },
  // The words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const words = inSampleLanguage(context, wordsIn);
    return (
      <Controlled
        {...args}
        label={words.label}
        labels={inSampleLanguage(context, labelsIn)}
        files={args.files.map((file) => (file.error ? { ...file, error: words.unreadable } : file))}
        {...givenWordsIn(args, words)}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Files for a form, on react-aria-components `DropZone` and `FileTrigger`: drop files on the zone, paste them into it, or press the button to pick them. The limits (`accept`, `maxFiles`, `maxSize`) are told in `description` before picking, tied to the button, and enforced on every pick: each file left out gets a message, announced at once. The list is a react-aria `GridList`: one tab stop, arrows between files, Tab to a file’s buttons. Each entry shows its upload `progress` (a react-aria `ProgressBar`) and its own `error`. Controlled: the app keeps `files` (`id`, `name`, and a `file` or a stored `url`) and sends them. All words come through `labels`; counts and sizes come as numbers for the app to format.',
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `text` as a pattern that matches it letter for letter. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The story's words and labels, as its toolbar locale reads them. */
const sampleOf = (context: { globals: { locale?: unknown } }) => ({
  words: inSampleLanguage(context, wordsIn),
  label: inSampleLanguage(context, labelsIn),
});

export const PickAndRemove: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { words, label } = sampleOf(context);
    const canvas = within(canvasElement);
    const browse = canvas.getByRole('button', { name: label.browse });
    // The limits are read with the button, before anything is picked.
    await expect(browse).toHaveAccessibleDescription(words.description);
    // The drop target, a button for screen readers, is named after the field and its hint.
    await expect(
      canvas.getByRole('button', { name: `${words.label} ${label.dropZone}` }),
    ).toBeInTheDocument();

    await userEvent.upload(fileInputOf(canvasElement), [document('a.pdf'), document('b.pdf')]);
    const list = await canvas.findByRole('grid', { name: label.list });
    // react-aria fills a new list in a second render pass.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['a.pdf', 'b.pdf']),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'a.pdf', file: expect.any(File) }),
      expect.objectContaining({ name: 'b.pdf', file: expect.any(File) }),
    ]);

    // Keyboard: into the list, Tab to the row's remove button, Enter.
    within(list).getAllByRole('row')[0]!.focus();
    await userEvent.tab();
    const removeA = canvas.getByRole('button', { name: label.remove('a.pdf') });
    await expect(removeA).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('row', { name: 'a.pdf' })).not.toBeInTheDocument();
    // Focus goes to the file that took its place.
    await waitFor(() => expect(canvas.getByRole('row', { name: 'b.pdf' })).toHaveFocus());

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    // With nothing left, focus goes back to the button to pick again.
    await waitFor(() => expect(browse).toHaveFocus());
  },
};

/** Files over the size or the count are left out with a message each; the others are taken. */
export const Limits: Story = {
  args: { files: [uploaded[0]!] },
  play: async (context) => {
    const { args, canvasElement } = context;
    const { words, label } = sampleOf(context);
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), [
      document('big.pdf', 3_000_000),
      document('one.pdf'),
      document('two.pdf'),
      document('three.pdf'),
    ]);
    const alert = canvas.getByRole('alert');
    const tooLarge = label.tooLarge('big.pdf', 2_000_000);
    await expect(alert).toHaveTextContent(tooLarge);
    await expect(alert).toHaveTextContent(label.tooMany(3));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'invoice-2025-03.pdf' }),
      expect.objectContaining({ name: 'one.pdf' }),
      expect.objectContaining({ name: 'two.pdf' }),
    ]);
    // The button is described by the hint, then by what was left out.
    await expect(canvas.getByRole('button', { name: label.browse })).toHaveAccessibleDescription(
      new RegExp(`${literally(words.description)} .*${literally(tooLarge)}`),
    );
  },
};

export const ProgressAndErrors: Story = {
  args: { files: uploaded },
  play: async (context) => {
    const { words, label } = sampleOf(context);
    const canvas = within(context.canvasElement);
    // The files, and their bars, come in react-aria's second render pass.
    const progress = await canvas.findByRole('progressbar', {
      name: label.progress('user-manual.pdf'),
    });
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('row', { name: 'warranty.pdf' })).toHaveTextContent(
      words.unreadable,
    );
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: wordsIn.en.errorMessage },
  play: async (context) => {
    const { words, label } = sampleOf(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('group', { name: words.label })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: label.browse })).toHaveAccessibleDescription(
      `${words.description} ${words.errorMessage}`,
    );
  },
};

export const Disabled: Story = {
  args: { files: [uploaded[0]!], isDisabled: true },
  play: async (context) => {
    const { label } = sampleOf(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: label.browse })).toBeDisabled();
    // The file, and its button, come in react-aria's second render pass.
    await expect(
      await canvas.findByRole('button', { name: label.remove('invoice-2025-03.pdf') }),
    ).toBeDisabled();
  },
};

const Matrix = () => (
  <UploadMatrix
    field={(state) => <FileUpload labels={labels} {...state} />}
    names={[wordsIn.en.label, 'Invoice', 'Disabled']}
    description={wordsIn.en.description}
    files={uploaded}
    errorMessage={wordsIn.en.errorMessage}
  />
);

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
