// Sample products for the commerce stories: text in each sample language as the app would pass it,
// and pictures drawn here as inline SVG so nothing is fetched and every screenshot is the same.
import type { ProductCardData, ProductCardLabels } from '@plaza/ui';
import { createElement, Fragment } from 'react';
import type { SampleLanguage } from './sample-language.js';

type Shape = 'circle' | 'square' | 'triangle' | 'ring';

const shapes: Record<Shape, (ink: string) => string> = {
  circle: (ink) => `<circle cx="200" cy="190" r="96" fill="${ink}"/>`,
  square: (ink) => `<rect x="110" y="100" width="180" height="180" rx="24" fill="${ink}"/>`,
  triangle: (ink) => `<path d="M200 84 L312 292 H88 Z" fill="${ink}"/>`,
  ring: (ink) => `<circle cx="200" cy="190" r="84" fill="none" stroke="${ink}" stroke-width="40"/>`,
};

/** A flat, deterministic product picture: a tinted square with a shape and a shelf line. */
export function productPicture(hue: number, shape: Shape = 'circle'): string {
  const ink = `hsl(${hue} 55% 40%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl(${hue} 70% 88%)"/>${shapes[shape](ink)}<rect x="100" y="320" width="200" height="16" rx="8" fill="${ink}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface SampleProduct extends ProductCardData {
  category: string;
}

/** A sample product's words, in each sample language. */
type Words = Record<SampleLanguage, { name: string; description: string }>;

/** "Desk lamp, product photo": a product photo's alt text. */
const photoOf = {
  es: (name: string) => `${name}, foto del producto`,
  en: (name: string) => `${name}, product photo`,
};

const product =
  (
    id: string,
    words: Words,
    category: string,
    priceCents: number,
    shippingCents: number,
    stock: number,
    hue: number,
    shape: Shape,
  ) =>
  (language: SampleLanguage): SampleProduct => ({
    id,
    name: words[language].name,
    category,
    href: `#product-${id}`,
    imageSrc: productPicture(hue, shape),
    imageAlt: photoOf[language](words[language].name),
    shortDescription: words[language].description,
    priceCents,
    shippingCents,
    stock,
  });

const samples = [
  product(
    'lamp',
    {
      es: {
        name: 'Lámpara de escritorio',
        description:
          'Una lámpara de latón regulable con una bombilla LED cálida para largas tardes de lectura.',
      },
      en: {
        name: 'Desk lamp',
        description: 'An adjustable brass lamp with a warm LED bulb for long evenings of reading.',
      },
    },
    'home',
    2450,
    500,
    3,
    40,
    'triangle',
  ),
  product(
    'mug',
    {
      es: {
        name: 'Taza de cerámica',
        description: 'Gres torneado a mano, 350 ml, apta para lavavajillas.',
      },
      en: {
        name: 'Ceramic mug',
        description: 'Hand-thrown stoneware, 350 ml, safe in the dishwasher.',
      },
    },
    'kitchen',
    1299,
    0,
    40,
    200,
    'ring',
  ),
  product(
    'fern',
    {
      es: {
        name: 'Helecho en maceta',
        description: 'Un helecho de Boston en maceta de barro, feliz con luz indirecta.',
      },
      en: {
        name: 'Potted fern',
        description: 'A Boston fern in a clay pot, happy in indirect light.',
      },
    },
    'garden',
    1875,
    650,
    12,
    120,
    'circle',
  ),
  product(
    'chair',
    {
      es: {
        name: 'Silla de roble',
        description: 'Roble macizo con asiento tejido, hecha por un taller familiar.',
      },
      en: {
        name: 'Oak chair',
        description: 'Solid oak with a woven seat, made by a family workshop.',
      },
    },
    'home',
    8900,
    2500,
    0,
    30,
    'square',
  ),
  product(
    'kettle',
    {
      es: {
        name: 'Hervidor de acero',
        description: 'Hervidor de acero inoxidable para la cocina que silba cuando hierve el agua.',
      },
      en: {
        name: 'Steel kettle',
        description: 'Stainless steel stovetop kettle that whistles when the water boils.',
      },
    },
    'kitchen',
    3400,
    500,
    7,
    260,
    'circle',
  ),
  product(
    'shears',
    {
      es: {
        name: 'Tijeras de jardín',
        description: 'Hojas de acero al carbono y mangos de fresno, afiladas a mano.',
      },
      en: {
        name: 'Garden shears',
        description: 'Carbon steel blades and ash handles, sharpened by hand.',
      },
    },
    'garden',
    2100,
    0,
    25,
    90,
    'triangle',
  ),
  product(
    'rug',
    {
      es: {
        name: 'Alfombra de lana',
        description:
          'Una alfombra de lana de tejido plano, 120 × 180 cm, en tonos naturales sin teñir.',
      },
      en: {
        name: 'Wool rug',
        description: 'A flat-woven wool rug, 120 × 180 cm, in undyed natural tones.',
      },
    },
    'home',
    12500,
    3000,
    2,
    330,
    'square',
  ),
  product(
    'board',
    {
      es: {
        name: 'Tabla de cortar',
        description: 'Nogal a contrafibra que cuida el filo de los cuchillos.',
      },
      en: { name: 'Cutting board', description: 'End-grain walnut that is kind to knife edges.' },
    },
    'kitchen',
    2800,
    500,
    15,
    50,
    'ring',
  ),
];

/** The sample products, in each sample language. */
export const productsIn: Record<SampleLanguage, SampleProduct[]> = {
  es: samples.map((sample) => sample('es')),
  en: samples.map((sample) => sample('en')),
};

/** The sample products in English, as the screenshot matrices show them. */
export const products = productsIn.en;

/** A story's sample product with its words in `language`: the same product, its text translated. */
export function productIn<Product extends ProductCardData>(
  product: Product,
  language: SampleLanguage,
): Product {
  const { name, imageAlt, shortDescription } = productsIn[language].find(
    ({ id }) => id === product.id,
  )!;
  return { ...product, name, imageAlt, shortDescription };
}

/** ProductCard's words as the app's catalogues word them, in each sample language. */
export const productCardLabelsIn: Record<SampleLanguage, ProductCardLabels> = {
  es: {
    addToCart: 'Agregar al carrito',
    adding: 'Agregando ...',
    soldOut: 'Agotado',
    // The cost is a Money element, placed in the words as an app's message would place it.
    shipping: (cost) => createElement(Fragment, null, '+ ', cost, ' de envío'),
    freeShipping: 'Envío gratis',
  },
  en: {
    addToCart: 'Add to cart',
    adding: 'Adding ...',
    soldOut: 'Sold out',
    shipping: (cost) => createElement(Fragment, null, '+ ', cost, ' shipping'),
    freeShipping: 'Free shipping',
  },
};

/** ProductCard's words in English, as the screenshot matrices show them. */
export const productCardLabels = productCardLabelsIn.en;
