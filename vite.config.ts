import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The renderer: built into dist/renderer, which the server serves (npm start); `npm run dev`
// serves it with hot reload and sends /api to the server on :3000.
export default defineConfig({
  root: 'renderer',
  plugins: [react()],
  build: { outDir: '../dist/renderer', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
