import sharp from 'sharp';
import { hashOf } from './seeded-random.js';

const SIDE = 256;

/** A portrait stand-in: the seller's initials on a colour of their own. */
export function avatarSvg(firstName: string, lastName: string): string {
  const hue = hashOf(`${firstName} ${lastName}`) % 360;
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toLocaleUpperCase('es');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}">
<rect width="${SIDE}" height="${SIDE}" fill="hsl(${hue} 55% 45%)"/>
<circle cx="${SIDE * 0.8}" cy="${SIDE * 0.2}" r="${SIDE * 0.35}" fill="hsl(${(hue + 40) % 360} 60% 60% / 0.5)"/>
<text x="${SIDE / 2}" y="${SIDE * 0.62}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${SIDE * 0.36}" fill="white">${initials}</text>
</svg>`;
}

/** The avatar as a PNG, for the same upload check and re-encoding a person's photo goes through. */
export function renderAvatar(firstName: string, lastName: string): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(firstName, lastName)))
    .png()
    .toBuffer();
}
