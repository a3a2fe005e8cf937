import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoCategories } from '../../src/seed/demo-categories.js';
import {
  initialsOf,
  PICTURE_SIDE,
  pictureSvg,
  renderPicture,
} from '../../src/seed/demo/product-picture.js';

const guitar = { name: 'Guitarra acústica Serenata', category: 'music', view: 0 } as const;

/** How much the pixels vary: a blank or single-colour picture has no spread at all. */
async function spreadOf(image: Buffer): Promise<number> {
  const { channels } = await sharp(image).stats();
  return Math.max(...channels.map((channel) => channel.stdev));
}

describe('initialsOf', () => {
  it('takes the first letters of the first two words that carry meaning', () => {
    expect(initialsOf('Juego de mesa Mercado de la Plaza')).toBe('JM');
    expect(initialsOf('Cuentos para leer bajo la lluvia')).toBe('CL');
  });

  it('keeps accents and capitalises, and copes with one word or signs', () => {
    expect(initialsOf('émbolo')).toBe('É');
    expect(initialsOf('Excel de cero a tablas dinámicas')).toBe('EC');
    expect(initialsOf('«Ukelele» — soprano')).toBe('US');
  });
});

describe('pictureSvg', () => {
  it('draws the same picture for the same product and view', () => {
    expect(pictureSvg(guitar)).toBe(pictureSvg({ ...guitar }));
  });

  it('draws another picture for another product, and another view of the same one', () => {
    const other = pictureSvg({ ...guitar, name: 'Maracas de totumo pintadas' });
    const secondView = pictureSvg({ ...guitar, view: 1 });
    expect(other).not.toBe(pictureSvg(guitar));
    expect(secondView).not.toBe(pictureSvg(guitar));
  });

  it('writes the initials as the text of the picture, never a sign that would break the SVG', () => {
    expect(pictureSvg(guitar)).toMatch(/>GA<\/text>/);
    expect(pictureSvg({ ...guitar, name: '<Lámpara> & "Faro"' })).toMatch(/>LF<\/text>/);
  });
});

describe('renderPicture', () => {
  it('renders a square image of PICTURE_SIDE pixels that is not a blank', async () => {
    const image = await renderPicture(guitar);
    const metadata = await sharp(image).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: PICTURE_SIDE, height: PICTURE_SIDE });
    expect(await spreadOf(image)).toBeGreaterThan(10);
  });

  it('renders every demo category with a pictogram of its own', async () => {
    const name = 'Producto de prueba';
    const pictures = await Promise.all(
      demoCategories.map(({ slug }) => renderPicture({ name, category: slug, view: 0 })),
    );
    // Same name, same colours: only the pictogram tells the pictures apart.
    const pixels = await Promise.all(
      pictures.map((picture) => sharp(picture).resize(64, 64).raw().toBuffer()),
    );
    expect(new Set(pixels.map((raw) => raw.toString('base64'))).size).toBe(demoCategories.length);
  });
});
