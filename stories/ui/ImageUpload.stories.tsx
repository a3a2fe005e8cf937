import { ImageUpload, type ImageUploadLabels, type UploadFile } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fileInputOf, tabTo } from '../play/fields.js';
import { expectFocusOn } from '../play/focus.js';
import { inScheme } from './support/SchemeMatrix.js';
import { photoFile, picture } from './support/pictures.js';
import { givenWordsIn, inSampleLanguage, type SampleLanguage } from './support/sample-language.js';
import { renderControlled, uploadLabels, UploadMatrix } from './support/UploadMatrix.js';

const uploadLabelsIn = uploadLabels({
  es: { things: 'fotos', counted: 'fotos', list: 'Fotos del producto', kind: 'una foto' },
  en: { things: 'photos', counted: 'photos', list: 'Product photos', kind: 'a photo' },
});

/** The field's labels as the app's catalogue words them, in each sample language. */
const labelsIn: Record<SampleLanguage, ImageUploadLabels> = {
  es: {
    ...uploadLabelsIn.es,
    drag: (name) => `Arrastrar ${name} para cambiar su orden`,
    moveEarlier: (name) => `Mover ${name} antes`,
    moveLater: (name) => `Mover ${name} después`,
    moved: (name, position, count) => `${name}, foto ${position} de ${count}`,
  },
  en: {
    ...uploadLabelsIn.en,
    drag: (name) => `Drag ${name} to reorder`,
    moveEarlier: (name) => `Move ${name} earlier`,
    moveLater: (name) => `Move ${name} later`,
    moved: (name, position, count) => `${name}, photo ${position} of ${count}`,
  },
};
const labels = labelsIn.en;

/** The field's own words and an upload's error, in each sample language. */
const wordsIn = {
  es: {
    label: 'Fotos',
    description: 'De 1 a 4 fotos de 5 MB cada una. La primera es la portada.',
    errorMessage: 'Agrega al menos una foto',
    failed: 'No se pudo subir. Quítala y vuelve a intentarlo.',
  },
  en: {
    label: 'Photos',
    description: '1 to 4 photos, 5 MB each. The first one is the cover.',
    errorMessage: 'Add at least one photo',
    failed: 'Upload failed. Remove it and try again.',
  },
};

/** The story's words and labels, as its toolbar locale reads them. */
const sampleOf = (context: { globals: { locale?: unknown } }) => ({
  words: inSampleLanguage(context, wordsIn),
  label: inSampleLanguage(context, labelsIn),
});

const stored = (id: string, hue: number): UploadFile => ({
  id,
  name: `${id}.svg`,
  url: picture(hue),
});

const photos = [stored('front', 40), stored('side', 200), stored('back', 120)];

const Controlled = renderControlled(ImageUpload);

const meta = {
  title: 'Components/Forms/ImageUpload',
  component: ImageUpload,
  tags: ['autodocs'],
  args: {
    label: wordsIn.en.label,
    description: wordsIn.en.description,
    files: photos,
    onChange: fn(),
    labels,
    maxFiles: 4,
    maxSize: 5_000_000,
    isDisabled: false,
  },
  // The words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const { words, label } = sampleOf(context);
    return (
      <Controlled
        {...args}
        label={words.label}
        labels={label}
        files={args.files.map((file) => (file.error ? { ...file, error: words.failed } : file))}
        {...givenWordsIn(args, words)}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Photos for a form, e.g. a product’s: everything FileUpload does (drop zone, button, limits told and enforced, progress, errors, controlled `files`), with a preview of each photo. Picked files are previewed through object URLs, revoked as soon as the photo is removed or the field goes away. Order matters, so photos are reordered by dragging them with a pointer (react-aria `useDragAndDrop`) or, from the keyboard, with each photo’s drag handle (react-aria’s `slot="drag"` button: Enter picks the photo up, the arrows choose its place, Enter drops it) or its move earlier and move later buttons (Tab reaches them from the photo); a field of one photo (`maxFiles` 1, an avatar) has neither handle nor dragging; where the photo landed is announced (`labels.moved`). `accept` defaults to `image/*`.',
      },
    },
  },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .map((row) => row.textContent);

export const ReorderByKeyboard: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label } = sampleOf(context);
    const canvas = within(canvasElement);
    // react-aria fills the list in a second render pass: Tab must wait for the photos to be there.
    const front = await canvas.findByRole('row', { name: 'front.svg' });
    await userEvent.tab(); // the drop zone, for pasting
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: label.browse })).toHaveFocus();
    await userEvent.tab();
    await expect(front).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'side.svg' })).toHaveFocus();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: label.moveEarlier('side.svg') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(names(canvasElement)).toEqual(['side.svg', 'front.svg', 'back.svg']);
    await expect(args.onChange).toHaveBeenLastCalledWith([photos[1], photos[0], photos[2]]);
    // Nothing else on the page says where it went, so it is announced.
    await expect(canvas.getByRole('status')).toHaveTextContent(label.moved('side.svg', 1, 3));
    // First now, it cannot move earlier: focus stays on the photo, on its other move button.
    await expect(
      canvas.getByRole('button', { name: label.moveEarlier('side.svg') }),
    ).toBeDisabled();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: label.moveLater('side.svg') })).toHaveFocus(),
    );

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(names(canvasElement)).toEqual(['front.svg', 'back.svg', 'side.svg']);
    await expect(canvas.getByRole('status')).toHaveTextContent(label.moved('side.svg', 3, 3));
  },
};

/**
 * Each photo ends with its drag handle, react-aria’s drag button: Tab reaches it after the photo’s
 * other buttons, and Enter picks the photo up to move it with the arrows. A photo alone in the list
 * has nowhere to go, so its handle is off.
 */
export const DragHandle: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const { label } = sampleOf(context);
    const canvas = within(canvasElement);
    const front = await canvas.findByRole('row', { name: 'front.svg' });
    front.focus();
    await userEvent.tab(); // “Move earlier” is off for the first photo
    await expect(canvas.getByRole('button', { name: label.moveLater('front.svg') })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const handle = canvas.getByRole('button', { name: label.drag('front.svg') });
    await expect(handle).toHaveFocus();
    // react-aria tells screen reader users how to drag with it.
    await expect(handle).toHaveAccessibleDescription(/.+/);
    await expect(handle).toBeEnabled();
  },
};

/**
 * A photo moved with its drag handle from the keyboard: Tab to the handle, Enter picks the photo
 * up, the arrows choose the gap it goes to and Enter drops it there.
 */
export const ReorderWithDragHandle: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label } = sampleOf(context);
    const canvas = within(canvasElement);
    const front = await canvas.findByRole('row', { name: 'front.svg' });
    front.focus();
    // “Move earlier” is off for the first photo.
    await tabTo(canvas.getByRole('button', { name: label.moveLater('front.svg') }));
    await tabTo(canvas.getByRole('button', { name: label.remove('front.svg') }));
    await tabTo(canvas.getByRole('button', { name: label.drag('front.svg') }));

    // Picked up, the photo is offered the gap after it first; the arrow goes one gap on.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvasElement.ownerDocument.activeElement).toHaveAccessibleName(
      /side\.svg.+back\.svg/,
    );
    await userEvent.keyboard('{Enter}');

    await waitFor(() =>
      expect(names(canvasElement)).toEqual(['side.svg', 'front.svg', 'back.svg']),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([photos[1], photos[0], photos[2]]);
    await expect(canvas.getByRole('status')).toHaveTextContent(label.moved('front.svg', 2, 3));
    // Dropped, the photo keeps the keyboard's place.
    await expectFocusOn(canvas.getByRole('row', { name: 'front.svg' }));
  },
};

/** A field of one photo, as an avatar: nothing to put in order, so no drag handle. */
export const OnePhotoHasNoHandle: Story = {
  args: { files: [photos[0]!], maxFiles: 1 },
  play: async (context) => {
    const { canvasElement } = context;
    const { label } = sampleOf(context);
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: 'front.svg' });
    await expect(
      canvas.queryByRole('button', { name: label.drag('front.svg') }),
    ).not.toBeInTheDocument();
  },
};

/** A picked photo is previewed from an object URL, which is revoked on removal. */
export const PreviewAndRemove: Story = {
  args: { files: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const { label } = sampleOf(context);
    const canvas = within(canvasElement);
    const input = fileInputOf(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, photoFile('new.svg'));

    const row = await canvas.findByRole('row', { name: 'new.svg' });
    const preview = row.querySelector('img')!;
    await waitFor(() => expect(preview.src).toMatch(/^blob:/));
    const url = preview.src;
    await expect((await fetch(url)).ok).toBe(true);

    await userEvent.click(canvas.getByRole('button', { name: label.remove('new.svg') }));
    await expect(canvas.queryByRole('row')).not.toBeInTheDocument();
    await expect(fetch(url)).rejects.toThrow();
  },
};

/**
 * A pick with a document, a photo over 5 MB and more photos than room: one message each, the one
 * photo that fits is taken. Dropped files go through the same checks.
 */
export const Limits: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const { label } = sampleOf(context);
    const canvas = within(canvasElement);
    const input = fileInputOf(canvasElement);
    // As a drop, or the picker's "All files" choice, would bring them.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [
      new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(5_000_001)], 'huge.png', { type: 'image/png' }),
      photoFile('top.svg'),
      photoFile('extra.svg'),
    ]);

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(label.wrongType('terms.pdf'));
    await expect(alert).toHaveTextContent(label.tooLarge('huge.png', 5_000_000));
    await expect(alert).toHaveTextContent(label.tooMany(4));
    await expect(canvas.getByRole('row', { name: 'top.svg' })).toBeInTheDocument();
    await expect(canvas.queryByRole('row', { name: 'extra.svg' })).not.toBeInTheDocument();
  },
};

export const Uploading: Story = {
  args: {
    files: [
      { ...photos[0]!, progress: 100 },
      { ...photos[1]!, progress: 65 },
      { ...photos[2]!, error: wordsIn.en.failed },
    ],
  },
  play: async (context) => {
    const { canvasElement } = context;
    const { words, label } = sampleOf(context);
    const canvas = within(canvasElement);
    // The photos, and their bars, come in react-aria's second render pass.
    const side = await canvas.findByRole('progressbar', { name: label.progress('side.svg') });
    await expect(side).toHaveAttribute('aria-valuenow', '65');
    // A finished upload no longer shows a bar.
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
    await expect(canvas.getByRole('row', { name: 'back.svg' })).toHaveTextContent(words.failed);
  },
};

export const Empty: Story = {
  args: { files: [], isRequired: true, isInvalid: true, errorMessage: wordsIn.en.errorMessage },
  play: async (context) => {
    const { canvasElement } = context;
    const { words, label } = sampleOf(context);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: label.browse })).toHaveAccessibleDescription(
      `${words.description} ${words.errorMessage}`,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async (context) => {
    const { canvasElement } = context;
    const { label } = sampleOf(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: label.browse })).toBeDisabled();
    // The photos, and their buttons, come in react-aria's second render pass.
    await expect(
      await canvas.findByRole('button', { name: label.moveLater('side.svg') }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: label.remove('side.svg') })).toBeDisabled();
  },
};

const Matrix = () => (
  <UploadMatrix
    field={(state) => <ImageUpload labels={labels} {...state} />}
    names={['Photos', 'Empty and invalid', 'Disabled']}
    description="1 to 4 photos, 5 MB each. The first one is the cover."
    isRequired
    files={[
      photos[0]!,
      { ...photos[1]!, progress: 65 },
      { ...photos[2]!, error: 'Upload failed.' },
    ]}
    errorMessage="Add at least one photo"
  />
);

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
