// The host apps of the host-app test (tests/hosts/run.mjs) and what Playwright opens in each:
// `products` pages (open, pick and confirm in the three products; `csp` says which policy the
// page is served with) and `hydration` pages (the member picker rendered on the server, hydrated).
// Ports: PICKERKIT_HOSTS_PORT (default 5260) is the fake suite's, the hosts take the next ones.
export const BASE_PORT = Number(process.env.PICKERKIT_HOSTS_PORT ?? 5260);
export const SUITE_PORT = BASE_PORT;

/** Server-rendered pages: without a language, and with two (the picker's default may differ). */
const SSR_QUERIES = ['', '?language=en', '?language=ja'];

export const HOSTS = [
  {
    name: 'next',
    templates: ['next'],
    port: BASE_PORT + 1,
    products: [{ path: '/', csp: null }],
    hydration: SSR_QUERIES.map((query) => `/ssr${query}`),
  },
  ...[18, 19].map((major, index) => ({
    name: `vite-react${major}`,
    templates: ['vite', `vite-react${major}`],
    port: BASE_PORT + 2 + index,
    products: [
      { path: '/', csp: null },
      { path: '/csp-stylesheet', csp: 'stylesheet' },
      { path: '/csp-nonce', csp: 'nonce' },
    ],
    hydration: [],
  })),
  {
    name: 'ssr-react18',
    templates: ['ssr-react18'],
    port: BASE_PORT + 4,
    products: [],
    hydration: SSR_QUERIES.map((query) => `/${query}`),
  },
];
