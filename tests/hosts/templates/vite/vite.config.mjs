// One build, three pages: styles injected (index), the package's stylesheet under a strict
// style-src (csp-stylesheet), and injected styles carrying the page's nonce (csp-nonce).
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        'csp-stylesheet': resolve(import.meta.dirname, 'csp-stylesheet.html'),
        'csp-nonce': resolve(import.meta.dirname, 'csp-nonce.html'),
      },
    },
  },
});
