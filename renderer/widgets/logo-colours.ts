// A logo's brand colours are at most two: the creatives draw a main colour and one to set it off.
const MOST = 2;

/**
 * The colours a logo suggests for the brand (issue 24), most common first, as #RRGGBB: read in the
 * browser from the image as uploaded (colorthief, loaded only when a logo is), white background
 * pixels left out. None when the image cannot be read.
 */
export async function coloursOfLogo(url: string): Promise<string[]> {
  const [{ getPalette }, image] = await Promise.all([import('colorthief'), loadedImage(url)]);
  const palette = await getPalette(image, { colorCount: 4, ignoreWhite: true });
  return [...new Set((palette ?? []).map((colour) => colour.hex().toUpperCase()))].slice(0, MOST);
}

async function loadedImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  // Read back from a canvas: an image of another origin must come with CORS, or it taints it.
  image.crossOrigin = 'anonymous';
  image.src = url;
  await image.decode();
  return image;
}

/** Whether a brand palette holds no colour the owner chose yet (none, or only empty entries). */
export const paletteUnchosen = (palette: unknown): boolean =>
  !Array.isArray(palette) || palette.every((colour) => typeof colour !== 'string' || colour.trim() === '');
