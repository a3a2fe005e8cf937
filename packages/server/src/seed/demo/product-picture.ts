import sharp from 'sharp';
import type { DemoCategorySlug } from './demo-product.js';
import { pictograms } from './pictograms.js';
import { hashOf, randomFrom } from './seeded-random.js';

/** Sharp on the product page's photo at most screens, and quick to render and re-encode at first start. */
export const PICTURE_SIDE = 800;

/** Words an initial never comes from: "Juego de mesa" is JM, not JDM. */
const SMALL_WORDS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'con', 'en', 'para', 'a']);

/**
 * Up to two capital letters from the first words that carry meaning. Only letters and digits, so
 * they go into the SVG as they are.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !SMALL_WORDS.has(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('es'))
    .join('');
}

export interface PictureSubject {
  name: string;
  category: DemoCategorySlug;
  /** 0 for the first photo; later ones are other views of the same colours. */
  view: number;
}

/**
 * An illustration of a product: its category's pictogram on a disc, scattered shapes over a
 * gradient in colours drawn from its name, and its initials.
 */
export function pictureSvg({ name, category, view }: PictureSubject): string {
  const random = randomFrom(hashOf(`${name}#${view}`));
  const hue = (hashOf(name) % 360) + view * 35;
  const side = PICTURE_SIDE;
  const shapes = Array.from({ length: 6 + Math.floor(random() * 5) }, () => {
    const x = Math.round(random() * side);
    const y = Math.round(random() * side);
    const size = Math.round(40 + random() * 140);
    const fill = `hsl(${(hue + 150 + random() * 60) % 360} 70% 70% / ${(0.35 + random() * 0.4).toFixed(2)})`;
    return random() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}"/>`
      : `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size / 5}" fill="${fill}" transform="rotate(${Math.round(random() * 90)} ${x} ${y})"/>`;
  }).join('');
  const discX = view === 0 ? side / 2 : Math.round(side * (0.38 + random() * 0.24));
  const discY = Math.round(side * 0.42);
  const disc = Math.round(side * 0.26);
  const ink = `hsl(${hue % 360} 55% 30%)`;
  const scale = Math.round(disc * 1.45) / 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue % 360} 60% 88%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 72%)"/>
</linearGradient></defs>
<rect width="${side}" height="${side}" fill="url(#sky)"/>${shapes}
<circle cx="${discX}" cy="${discY}" r="${disc}" fill="hsl(${hue % 360} 40% 97%)"/>
<g color="${ink}" fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" transform="translate(${Math.round(discX - 50 * scale)} ${Math.round(discY - 50 * scale)}) scale(${scale})">${pictograms[category]}</g>
<text x="${side / 2}" y="${Math.round(side * 0.88)}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${Math.round(side * 0.14)}" fill="${ink}">${initialsOf(name)}</text>
</svg>`;
}

/**
 * The illustration rendered locally by sharp, nothing downloaded. It is handed over as a lossless
 * PNG because the catalogue re-encodes every photo to WebP anyway: encoding lossy twice would cost
 * time and blur the lines.
 */
export function renderPicture(subject: PictureSubject): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(subject)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
