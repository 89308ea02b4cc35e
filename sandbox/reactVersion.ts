/**
 * Which React the sandbox runs on. The default is the project's React (19); with
 * `PICKERKIT_REACT=18` (or `npm start -- --react 18`) every import of react and react-dom, from
 * the sandbox, the library and its dependencies alike (mobx-react-lite, @floating-ui/react,
 * @tanstack/react-virtual), resolves to the React 18 copies installed as the devDependencies
 * `react-18` and `react-dom-18`. That server pre-bundles into a cache of its own, so a React 19
 * and a React 18 sandbox can run side by side (the browser suite runs both).
 */
import type { Alias } from 'vite';

export const REACT_VERSIONS = ['18', '19'] as const;
export type ReactVersion = (typeof REACT_VERSIONS)[number];

/** The React major asked for by `PICKERKIT_REACT` (unset: 19); anything else throws. */
export function reactVersionOf(value: string | undefined): ReactVersion {
  if (value === undefined || value === '') return '19';
  if ((REACT_VERSIONS as readonly string[]).includes(value)) return value as ReactVersion;
  throw new Error(`PICKERKIT_REACT must be 18 or 19 (got ${JSON.stringify(value)})`);
}

/** Vite aliases and cache directory for that React (none for 19, the installed `react`). */
export function reactVersionConfig(version: ReactVersion): { alias: Alias[]; cacheDir?: string } {
  if (version === '19') return { alias: [] };
  return {
    alias: [
      // react, react/jsx-runtime, react/jsx-dev-runtime; react-dom, react-dom/client, ...
      { find: /^react(\/.*)?$/, replacement: 'react-18$1' },
      { find: /^react-dom(\/.*)?$/, replacement: 'react-dom-18$1' },
    ],
    cacheDir: 'node_modules/.vite-react-18',
  };
}
