import { FileUpload, type UploadFile } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fileInputOf } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';
import { renderControlled, uploadLabels, UploadMatrix } from './support/UploadMatrix.js';

const labels = uploadLabels('documents', 'Chosen documents', 'a PDF');

const document = (name: string, size = 1_000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const uploaded: UploadFile[] = [
  { id: 'invoice', name: 'invoice-2025-03.pdf', url: '/uploads/invoice-2025-03.pdf' },
  { id: 'manual', name: 'user-manual.pdf', file: document('user-manual.pdf'), progress: 40 },
  {
    id: 'warranty',
    name: 'warranty.pdf',
    file: document('warranty.pdf'),
    error: 'The server could not read this file.',
  },
];

const meta = {
  title: 'Components/Forms/FileUpload',
  component: FileUpload,
  tags: ['autodocs'],
  args: {
    label: 'Documents',
    description: 'Up to 3 PDF files, 2 MB each.',
    files: [],
    onChange: fn(),
    labels,
    accept: ['application/pdf'],
    maxFiles: 3,
    maxSize: 2_000_000,
    isDisabled: false,
  },
  render: renderControlled(FileUpload),
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

export const PickAndRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const browse = canvas.getByRole('button', { name: 'Choose documents' });
    // The limits are read with the button, before anything is picked.
    await expect(browse).toHaveAccessibleDescription('Up to 3 PDF files, 2 MB each.');
    // The drop target, a button for screen readers, is named after the field and its hint.
    await expect(
      canvas.getByRole('button', { name: 'Documents Drop documents here or' }),
    ).toBeInTheDocument();

    await userEvent.upload(fileInputOf(canvasElement), [document('a.pdf'), document('b.pdf')]);
    const list = await canvas.findByRole('grid', { name: 'Chosen documents' });
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
    const removeA = canvas.getByRole('button', { name: 'Remove a.pdf' });
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), [
      document('big.pdf', 3_000_000),
      document('one.pdf'),
      document('two.pdf'),
      document('three.pdf'),
    ]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('big.pdf is larger than 2 MB.');
    await expect(alert).toHaveTextContent('At most 3 documents; the rest were left out.');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'invoice-2025-03.pdf' }),
      expect.objectContaining({ name: 'one.pdf' }),
      expect.objectContaining({ name: 'two.pdf' }),
    ]);
    await expect(
      canvas.getByRole('button', { name: 'Choose documents' }),
    ).toHaveAccessibleDescription(
      /Up to 3 PDF files, 2 MB each\. .*big\.pdf is larger than 2 MB\./,
    );
  },
};

export const ProgressAndErrors: Story = {
  args: { files: uploaded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The files, and their bars, come in react-aria's second render pass.
    const progress = await canvas.findByRole('progressbar', { name: 'Uploading user-manual.pdf' });
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('row', { name: 'warranty.pdf' })).toHaveTextContent(
      'The server could not read this file.',
    );
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Add at least one document' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Documents' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Choose documents' }),
    ).toHaveAccessibleDescription('Up to 3 PDF files, 2 MB each. Add at least one document');
  },
};

export const Disabled: Story = {
  args: { files: [uploaded[0]!], isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose documents' })).toBeDisabled();
    // The file, and its button, come in react-aria's second render pass.
    await expect(
      await canvas.findByRole('button', { name: 'Remove invoice-2025-03.pdf' }),
    ).toBeDisabled();
  },
};

const Matrix = () => (
  <UploadMatrix
    field={(state) => <FileUpload labels={labels} {...state} />}
    names={['Documents', 'Invoice', 'Disabled']}
    description="Up to 3 PDF files, 2 MB each."
    files={uploaded}
    errorMessage="Add at least one document"
  />
);

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
