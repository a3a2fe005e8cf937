// Sample products for the commerce stories: English text as the app would pass it, and pictures
// drawn here as inline SVG so nothing is fetched and every screenshot is the same.
import type { ProductCardData, ProductCardLabels } from '@plaza/ui';
import { createElement, Fragment } from 'react';

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

const product = (
  id: string,
  name: string,
  category: string,
  priceCents: number,
  shippingCents: number,
  stock: number,
  hue: number,
  shape: Shape,
  shortDescription: string,
): SampleProduct => ({
  id,
  name,
  category,
  href: `#product-${id}`,
  imageSrc: productPicture(hue, shape),
  imageAlt: `${name}, product photo`,
  shortDescription,
  priceCents,
  shippingCents,
  stock,
});

export const products: SampleProduct[] = [
  product(
    'lamp',
    'Desk lamp',
    'home',
    2450,
    500,
    3,
    40,
    'triangle',
    'An adjustable brass lamp with a warm LED bulb for long evenings of reading.',
  ),
  product(
    'mug',
    'Ceramic mug',
    'kitchen',
    1299,
    0,
    40,
    200,
    'ring',
    'Hand-thrown stoneware, 350 ml, safe in the dishwasher.',
  ),
  product(
    'fern',
    'Potted fern',
    'garden',
    1875,
    650,
    12,
    120,
    'circle',
    'A Boston fern in a clay pot, happy in indirect light.',
  ),
  product(
    'chair',
    'Oak chair',
    'home',
    8900,
    2500,
    0,
    30,
    'square',
    'Solid oak with a woven seat, made by a family workshop.',
  ),
  product(
    'kettle',
    'Steel kettle',
    'kitchen',
    3400,
    500,
    7,
    260,
    'circle',
    'Stainless steel stovetop kettle that whistles when the water boils.',
  ),
  product(
    'shears',
    'Garden shears',
    'garden',
    2100,
    0,
    25,
    90,
    'triangle',
    'Carbon steel blades and ash handles, sharpened by hand.',
  ),
  product(
    'rug',
    'Wool rug',
    'home',
    12500,
    3000,
    2,
    330,
    'square',
    'A flat-woven wool rug, 120 × 180 cm, in undyed natural tones.',
  ),
  product(
    'board',
    'Cutting board',
    'kitchen',
    2800,
    500,
    15,
    50,
    'ring',
    'End-grain walnut that is kind to knife edges.',
  ),
];

export const productCardLabels: ProductCardLabels = {
  addToCart: 'Add to cart',
  adding: 'Adding ...',
  soldOut: 'Sold out',
  // The cost is a Money element, placed in the words as an app's message would place it.
  shipping: (cost) => createElement(Fragment, null, '+ ', cost, ' shipping'),
  freeShipping: 'Free shipping',
};
