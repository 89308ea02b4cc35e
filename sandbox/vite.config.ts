import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// The sandbox talks to the fake suite through this dev server's proxy: same origin, so the
// `pk_user` cookie that picks the signed-in user reaches the suite as it would in production.
const backend = process.env.PICKERKIT_BACKEND ?? 'http://127.0.0.1:4010';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  esbuild: { jsx: 'automatic' },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/suite': {
        target: backend,
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/suite/, ''),
      },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
