import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import type { CreativeFormat } from './creative-formats.ts';
import { loadFonts } from './fonts.ts';
import { canvasOf } from './layouts/parts.ts';
import type { CreativeTemplate, TemplateContent } from './templates.ts';

/** Draws one template filled in with content as a PNG of the format's size; throws when it cannot. */
export interface CreativeRenderer {
  render(template: CreativeTemplate, content: TemplateContent, format: CreativeFormat): Promise<Buffer>;
}

/** satori lays the template out as SVG; resvg turns it into a PNG. */
export const satoriRenderer: CreativeRenderer = {
  async render(template, content, format) {
    const svg = await satori(template.layout(content, canvasOf(format)), {
      width: format.width,
      height: format.height,
      fonts: await loadFonts(),
    });
    // Off the event loop (libuv's pool): the process may host the embedded database (toolchain.md).
    const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
    return image.asPng();
  },
};
