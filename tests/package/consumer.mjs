// The TypeScript consumer of the package test: one file per module kind that imports the types of
// every subpath and uses the main ones, type-checked with the library checks on (skipLibCheck off)
// under moduleResolution node16 (ESM .mts reads the .d.ts, CommonJS .cts reads the .d.cts) and
// bundler. A @ts-expect-error line proves the types are real, not `any`.

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

/** The files of the TypeScript consumer, by relative path. */
export function consumerFiles(exportsMap) {
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
  };
}
