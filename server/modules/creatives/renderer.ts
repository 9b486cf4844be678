import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { loadFonts } from './fonts.ts';
import { CREATIVE_SIZE, type CreativeTemplate, type TemplateContent } from './templates.ts';

/** Draws one template filled in with content as a CREATIVE_SIZE square PNG; throws when it cannot. */
export interface CreativeRenderer {
  render(template: CreativeTemplate, content: TemplateContent): Promise<Buffer>;
}

/** satori lays the template out as SVG; resvg turns it into a PNG. */
export const satoriRenderer: CreativeRenderer = {
  async render(template, content) {
    const svg = await satori(template.layout(content), {
      width: CREATIVE_SIZE,
      height: CREATIVE_SIZE,
      fonts: await loadFonts(),
    });
    // Off the event loop (libuv's pool): the process may host the embedded database (toolchain.md).
    const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
    return image.asPng();
  },
};
