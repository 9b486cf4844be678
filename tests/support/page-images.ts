import type { Page } from 'playwright-core';

interface Canvas {
  width: number;
  height: number;
  getContext(kind: '2d'): { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void } | null;
  toDataURL(type: string): string;
}

/** Real image bytes, drawn on a canvas in the page: a PNG or a JPEG of `size`x`size` px. */
export async function imageFile(page: Page, size: number, mimeType: 'image/png' | 'image/jpeg') {
  const base64 = await page.evaluate(
    ([side, type]) => {
      const { document } = globalThis as unknown as { document: { createElement(tag: 'canvas'): Canvas } };
      const canvas = document.createElement('canvas');
      canvas.width = side;
      canvas.height = side;
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no 2d canvas');
      context.fillStyle = '#7a1f5c';
      context.fillRect(0, 0, side, side);
      return canvas.toDataURL(type).split(',')[1] ?? '';
    },
    [size, mimeType] as const,
  );
  const extension = mimeType === 'image/png' ? 'png' : 'jpg';
  return { name: `logo-${size}.${extension}`, mimeType, buffer: Buffer.from(base64, 'base64') };
}
