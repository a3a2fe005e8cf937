import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { avatarSvg, renderAvatar } from '../../src/seed/demo/seller-avatar.js';

describe('the demo sellers’ avatars', () => {
  it('show the initials of the first and last name', () => {
    expect(avatarSvg('Lucía', 'Paredes')).toMatch(/>LP<\/text>/);
    expect(avatarSvg('ángel', 'ñúñez')).toMatch(/>ÁÑ<\/text>/);
  });

  it('render as a square image, in a colour that differs from seller to seller', async () => {
    const [lucia, martin] = await Promise.all([
      renderAvatar('Lucía', 'Paredes'),
      renderAvatar('Martín', 'Ochoa'),
    ]);
    expect(await sharp(lucia).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
    const corner = (image: Buffer) =>
      sharp(image).extract({ left: 0, top: 240, width: 8, height: 8 }).raw().toBuffer();
    expect((await corner(lucia)).equals(await corner(martin))).toBe(false);
  });
});
