import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { stepValidators } from './scripts/vite-step-validators.ts';

const ROOT = fileURLToPath(new URL('./', import.meta.url));

// CommonJS packages (and the engine, written for Node and the browser alike) whose modules only
// define things: a chunk that uses none of a module's exports need not carry it. The renderer
// imports the engine's error messages; without this, Ajv, ajv-formats and fast-json-patch would
// come with them, since a bundler cannot tell that requiring CommonJS changes nothing.
const SIDE_EFFECT_FREE = /\/(engine\/|node_modules\/(ajv|ajv-formats|ajv-errors|fast-uri|fast-json-patch)\/)/;

/** RJSF's imports of markdown-to-jsx get renderer/wizard/lazy-markdown.tsx, which loads it when drawn. */
const lazyMarkdown: Plugin = {
  name: 'adflow-lazy-markdown',
  // Before Vite's own resolver, which would find the package.
  enforce: 'pre',
  resolveId: {
    filter: { id: /^markdown-to-jsx\/react$/ },
    handler(_source, importer) {
      return importer?.includes('/node_modules/@rjsf/') ? `${ROOT}renderer/wizard/lazy-markdown.tsx` : null;
    },
  },
};

// The renderer: built into dist/renderer, which the server serves (npm start); `npm run dev`
// serves it with hot reload and sends /api to the server on :3000.
export default defineConfig({
  root: 'renderer',
  plugins: [react(), tailwindcss(), stepValidators(ROOT), lazyMarkdown],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => !SIDE_EFFECT_FREE.test(id) },
      // TanStack Query and our one client as one chunk: a step's widgets that load with it name one
      // file to preload, not three, in the lists the first load carries for every widget.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'query',
              test: /\/(node_modules\/@tanstack\/|renderer\/session\/query-client)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
