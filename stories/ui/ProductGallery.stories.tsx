import { ProductGallery, type GalleryPhoto, type ProductGalleryLabels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { closeWithEscape, expectClosed, pageOf } from '../play/overlay.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';
import { productPicture } from './support/products.js';

const photos: GalleryPhoto[] = [
  { id: 'front', src: productPicture(40, 'triangle'), alt: 'Desk lamp from the front' },
  { id: 'side', src: productPicture(40, 'square'), alt: 'Desk lamp from the side' },
  { id: 'top', src: productPicture(40, 'ring'), alt: 'Desk lamp from above' },
  { id: 'box', src: productPicture(40, 'circle'), alt: 'Desk lamp in its box' },
];

/** Each photo's `alt`, by its id, in each sample language. */
const altsIn = {
  es: {
    front: 'Lámpara de escritorio de frente',
    side: 'Lámpara de escritorio de lado',
    top: 'Lámpara de escritorio desde arriba',
    box: 'Lámpara de escritorio en su caja',
  },
  en: {
    front: 'Desk lamp from the front',
    side: 'Desk lamp from the side',
    top: 'Desk lamp from above',
    box: 'Desk lamp in its box',
  },
} satisfies Record<string, Record<string, string>>;

const labels: ProductGalleryLabels = {
  thumbnails: 'Photos',
  zoom: 'Enlarge photo',
  close: 'Close',
};

/** The labels as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: { thumbnails: 'Fotos', zoom: 'Ampliar foto', close: 'Cerrar' },
  en: labels,
} satisfies Record<string, ProductGalleryLabels>;

const meta = {
  title: 'Components/Commerce/ProductGallery',
  component: ProductGallery,
  tags: ['autodocs'],
  args: { photos, labels },
  argTypes: { labels: { control: false } },
  // The photos' names and the labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const alts: Record<string, string> = inSampleLanguage(context, altsIn);
    return (
      <div style={{ maxInlineSize: '24rem' }}>
        <ProductGallery
          {...args}
          photos={args.photos.map((photo) => ({ ...photo, alt: alts[photo.id] ?? photo.alt }))}
          labels={inSampleLanguage(context, labelsIn)}
        />
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'A product’s photos: the chosen one large, then the thumbnails as a react-aria listbox, one tab stop where arrow keys move between photos (mirrored in right-to-left locales) and the choice follows focus. The zoom button opens the photo in a modal dialog that traps focus; Escape, the close button or a press outside close it and focus returns to the zoom button. Each photo’s `alt` names it and its thumbnail.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainPhoto = (canvasElement: HTMLElement) => canvasElement.querySelector('img');

export const ArrowKeys: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const alt = inSampleLanguage(context, altsIn);
    const canvas = within(canvasElement);
    // react-aria fills the thumbnails in a second render pass: Tab must wait for them to be there.
    const first = await canvas.findByRole('option', { name: alt.front });
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: inSampleLanguage(context, labelsIn).zoom }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('option', { name: alt.side })).toHaveFocus();
    await expect(mainPhoto(canvasElement)).toHaveAttribute('alt', alt.side);
    await userEvent.keyboard('{End}');
    await expect(mainPhoto(canvasElement)).toHaveAttribute('alt', alt.box);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(mainPhoto(canvasElement)).toHaveAttribute('alt', alt.top);
  },
};

export const RightToLeft: Story = {
  name: 'Arrow keys right to left',
  globals: { locale: 'ar', direction: 'rtl' },
  play: async (context) => {
    const { canvasElement } = context;
    const alt = inSampleLanguage(context, altsIn);
    const canvas = within(canvasElement);
    (await canvas.findByRole('option', { name: alt.front })).focus();
    // The next photo is on the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(mainPhoto(canvasElement)).toHaveAttribute('alt', alt.side);
    await userEvent.keyboard('{ArrowRight}');
    await expect(mainPhoto(canvasElement)).toHaveAttribute('alt', alt.front);
  },
};

export const Zoom: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const words = inSampleLanguage(context, labelsIn);
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    const zoom = canvas.getByRole('button', { name: words.zoom });
    zoom.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', {
      name: inSampleLanguage(context, altsIn).front,
    });
    await expect(within(dialog).getByRole('img')).toHaveAttribute('src', photos[0]!.src);

    await closeWithEscape(canvasElement, 'dialog', { returnsFocusTo: zoom });

    // The close button closes it too.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await page.findByRole('button', { name: words.close }));
    await expectClosed(canvasElement, 'dialog');
  },
};

export const OnePhoto: Story = {
  args: { photos: photos.slice(0, 1) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: inSampleLanguage(context, labelsIn).zoom }),
    ).toBeVisible();
  },
};

export const NoPhotos: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

function Matrix() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 20rem))',
        gap: '1.5rem',
      }}
    >
      <ProductGallery photos={photos} labels={labels} />
      <ProductGallery photos={[]} labels={labels} />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
