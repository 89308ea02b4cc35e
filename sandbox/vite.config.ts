import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { privateProbePlugin } from './privateProbe';
import { dropOnProxyError } from './proxyErrors';
import { reactVersionConfig, reactVersionOf } from './reactVersion';

// The sandbox talks to the fake suite through this dev server's proxy: same origin, so the
// `pk_user` cookie that picks the signed-in user reaches the suite as it would in production.
// Private-deployment discovery asks this server: the page probe (`debugger=1`) gets the suite's
// x-origin (privateProbe.ts) and /encryption/wps-private-entry.json is proxied to the suite.
const backend = process.env.PICKERKIT_BACKEND ?? 'http://127.0.0.1:4010';
// PICKERKIT_REACT=18 runs the sandbox on React 18 (see reactVersion.ts).
const react = reactVersionConfig(reactVersionOf(process.env.PICKERKIT_REACT));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  esbuild: { jsx: 'automatic' },
  plugins: [privateProbePlugin(backend)],
  resolve: { alias: react.alias },
  ...(react.cacheDir
    ? { cacheDir: fileURLToPath(new URL(`../${react.cacheDir}`, import.meta.url)) }
    : {}),
  server: {
    host: '127.0.0.1',
    proxy: {
      '/suite': {
        target: backend,
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/suite/, ''),
        configure: dropOnProxyError,
      },
      '/encryption': { target: backend, changeOrigin: true, configure: dropOnProxyError },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
