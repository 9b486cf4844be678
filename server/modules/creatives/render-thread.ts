/**
 * The thread creatives are drawn on (renderer.ts threadRenderer): it answers each DrawRequest with
 * the PNG, or with why it could not be drawn.
 */
import { parentPort } from 'node:worker_threads';
import { CREATIVE_FORMATS } from './creative-formats.ts';
import { satoriRenderer, type DrawAnswer, type DrawRequest } from './renderer.ts';
import { CREATIVE_TEMPLATES } from './templates.ts';

parentPort?.on('message', (request: DrawRequest) => {
  void draw(request).then((answer) => {
    parentPort?.postMessage(answer, 'png' in answer ? [answer.png.buffer as ArrayBuffer] : []);
  });
});

async function draw({ id, templateId, formatId, content }: DrawRequest): Promise<DrawAnswer> {
  try {
    const template = CREATIVE_TEMPLATES.find((candidate) => candidate.id === templateId);
    const format = CREATIVE_FORMATS.find((candidate) => candidate.id === formatId);
    if (template === undefined || format === undefined)
      throw new Error(`No template ${String(templateId)} in ${formatId}`);
    const png = await satoriRenderer.render(template, content, format);
    // A copy of its own, so that its memory can move to the server's thread.
    return { id, png: new Uint8Array(png) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}
