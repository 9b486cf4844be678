import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { Worker } from 'node:worker_threads';
import type { CreativeFormat } from './creative-formats.ts';
import { loadFonts } from './fonts.ts';
import { canvasOf } from './layouts/parts.ts';
import type { CreativeTemplate, TemplateContent } from './templates.ts';

/** Draws one template filled in with content as a PNG of the format's size; throws when it cannot. */
export interface CreativeRenderer {
  render(template: CreativeTemplate, content: TemplateContent, format: CreativeFormat): Promise<Buffer>;
}

/** satori lays the template out as SVG; resvg turns it into a PNG. In the calling thread. */
export const satoriRenderer: CreativeRenderer = {
  async render(template, content, format) {
    const svg = await satori(template.layout(content, canvasOf(format)), {
      width: format.width,
      height: format.height,
      fonts: await loadFonts(),
    });
    const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
    return image.asPng();
  },
};

/** What the drawing thread is asked (render-thread.ts): a template and a format by id, the content whole. */
export interface DrawRequest {
  readonly id: number;
  readonly templateId: number;
  readonly formatId: CreativeFormat['id'];
  readonly content: TemplateContent;
}

export type DrawAnswer =
  { readonly id: number; readonly png: Uint8Array } | { readonly id: number; readonly error: string };

/**
 * satori's layout is JavaScript that holds the thread for tens of milliseconds an image, and a
 * generation draws sixteen: drawn on a thread of their own, they never keep the server from
 * answering requests or delivering messages. Started when first needed
 * and started again if it dies.
 */
function startThreadRenderer(): CreativeRenderer {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = null;
  };
  const started = (): Worker => {
    if (worker !== null) return worker;
    const thread = new Worker(new URL('./render-thread.ts', import.meta.url));
    thread.on('message', (answer: DrawAnswer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      // An idle thread never keeps the process from ending; one that is drawing does.
      if (pending.size === 0) thread.unref();
      if ('error' in answer) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
    });
    thread.on('error', failAll);
    thread.on('exit', (code) => {
      failAll(new Error(`The drawing thread stopped (exit code ${String(code)})`));
    });
    worker = thread;
    return thread;
  };
  return {
    render(template, content, format) {
      return new Promise<Buffer>((resolve, reject) => {
        const id = ++next;
        pending.set(id, { resolve, reject });
        const request: DrawRequest = { id, templateId: template.id, formatId: format.id, content };
        const thread = started();
        thread.ref();
        thread.postMessage(request);
      });
    },
  };
}

/** The process's one drawing thread (renderer.ts): every server in the process shares it. */
export const threadRenderer: CreativeRenderer = startThreadRenderer();
