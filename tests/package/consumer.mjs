// The TypeScript consumer of the package test: one file per module kind that imports the types of
// every subpath and uses the main ones, type-checked with the library checks on (skipLibCheck off)
// under moduleResolution node16 (ESM .mts reads the .d.ts, CommonJS .cts reads the .d.cts) and
// bundler. A @ts-expect-error line proves the types are real, not `any`. Beside it, every ```ts and
// ```tsx block of README.md, one module each, type-checked under strict against the installed
// package; the host functions the snippets call (toast, share, close, services, …) are declared
// in a small prelude, so the snippets are checked as written.

/**
 * `pickerkit`, `pickerkit/sources/latest`, ... from the package's exports map: its modules, not the
 * plain files (package.json, styles.css).
 */
export function subpathIds(exportsMap) {
  return Object.keys(exportsMap)
    .filter((key) => typeof exportsMap[key] !== 'string')
    .map((key) => (key === '.' ? 'pickerkit' : `pickerkit/${key.slice(2)}`));
}

function consumerSource(ids) {
  const everySubpath = ids.map((id, index) => `import type * as entry${index} from '${id}';`);
  return `${everySubpath.join('\n')}
import { createKernel, type KernelRef, type PickerKernel } from 'pickerkit';
import { MemberPicker, type MemberPickerProps } from 'pickerkit/presets/member-picker';
import { createElement } from 'react';

export type EverySubpath = [${ids.map((_, index) => `typeof entry${index}`).join(', ')}];
export const kernel: PickerKernel = createKernel({ maxCount: 10 });
export const status: 'uninitialised' | 'initialising' | 'ready' | 'error' | 'disposed' =
  kernel.status;
// Plugins and sources see the kernel as KernelRef: the kernel itself, not never.
const kernelRef: KernelRef = kernel;
export const language: string = kernelRef.language;
const props: MemberPickerProps = { sources: [{ type: 'latest' }], onConfirm: (payload) => payload };
export const element = createElement(MemberPicker, props);
// @ts-expect-error every source config needs a type
export const noType: MemberPickerProps = { sources: [{ title: 'no type' }] };
`;
}

const COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  skipLibCheck: false,
  skipDefaultLibCheck: true,
  target: 'ES2022',
  // ESNext: MobX 7's types use Disposable and ReadonlySetLike.
  lib: ['ESNext', 'DOM', 'DOM.Iterable'],
  types: [],
};

/** The ```ts and ```tsx blocks of a Markdown text, with the line each starts on. */
export function readmeSnippets(markdown) {
  const snippets = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const fence = /^```(ts|tsx)\s*$/.exec(lines[i]);
    if (!fence) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !/^```\s*$/.test(lines[end])) end += 1;
    snippets.push({ lang: fence[1], line: start, code: lines.slice(start, end).join('\n') });
    i = end;
  }
  return snippets;
}

/** What the README's snippets take from the host application around them. */
const README_PRELUDE = `// The host application around the README's snippets.
type HostItem = { id: string; name: string };
declare const services: {
  account: string;
  directory: string;
  plus: string;
  team: string;
  drive: string;
};
declare function toast(message: string): void;
declare function share(items: readonly unknown[], permission?: number): void;
declare function close(): void;
declare function insert(items: readonly unknown[], remind: boolean): void;
declare function attach(files: ReadonlyArray<{ id: number | string; fname: string }>): void;
declare function save(groupId: number, folderId: number): void;
declare function fetchProjects(offset: number, count: number): Promise<HostItem[]>;
declare function searchProjects(query: string): Promise<HostItem[]>;
// The paste and access snippets: a host's own directory lookup, a kernel the host made, and what
// it does with people who cannot open a file.
declare function lookUp(
  values: string[],
  signal: AbortSignal,
): Promise<Record<string, import('pickerkit').PickerItem[]>>;
declare const kernel: import('pickerkit').PickerKernel;
declare function offerToShare(people: readonly unknown[]): void;
declare function notify(items: readonly unknown[], noAccess?: readonly unknown[]): void;
// The server-rendering snippets: the request's language, the picker's props, and the two server
// APIs they call (the consumer installs neither Next.js nor @types/react-dom).
declare const language: import('pickerkit').Language;
declare const props: import('pickerkit/presets/member-picker').MemberPickerProps;
declare module 'next/headers' {
  export function headers(): Promise<{ get(name: string): string | null }>;
}
declare module 'react-dom/server' {
  export function renderToString(element: import('react').ReactNode): string;
}
`;

/** The README's snippets as files of the consumer: readme/line-<n>.tsx, and the prelude. */
function readmeFiles(readme) {
  const files = { 'readme/host.d.ts': README_PRELUDE };
  for (const snippet of readmeSnippets(readme)) {
    // Each snippet is a module of its own, whether it imports or not.
    files[`readme/line-${snippet.line}.${snippet.lang}`] = `${snippet.code}\nexport {};\n`;
  }
  return files;
}

/** The files of the TypeScript consumer, by relative path. */
export function consumerFiles(exportsMap, readme = '') {
  const source = consumerSource(subpathIds(exportsMap));
  const tsconfig = (options, include) =>
    `${JSON.stringify({ compilerOptions: { ...COMPILER_OPTIONS, ...options }, include }, null, 2)}\n`;
  return {
    'types/esm.mts': source,
    'types/cjs.cts': source,
    'types/bundler.ts': source,
    'tsconfig.node16.json': tsconfig({ module: 'node16', moduleResolution: 'node16' }, [
      'types/esm.mts',
      'types/cjs.cts',
    ]),
    'tsconfig.bundler.json': tsconfig({ module: 'ESNext', moduleResolution: 'bundler' }, [
      'types/bundler.ts',
    ]),
    ...readmeFiles(readme),
    'tsconfig.readme.json': tsconfig(
      { module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx' },
      ['readme'],
    ),
  };
}
