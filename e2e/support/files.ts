import sharp from 'sharp';

/** A real PNG of one colour as the file picker hands it over: the server checks content and re-encodes it. */
export async function pngFile(
  name: string,
  colour: string,
  { width, height }: { width: number; height: number },
) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
