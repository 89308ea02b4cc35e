/**
 * The bundle lines of the browser bench, measured as a host bundler would ship them (esbuild,
 * minified, production, gzip level 9): each preset's own code (every dependency external), the
 * preset with every dependency except react and react-dom, the antd component it is benched
 * against the same way (TreeSelect, Select, Table), and what each dependency weighs inside the
 * member preset (minified bytes it adds to the output).
 * Dynamic imports are split into chunks as host bundlers do; only the entry chunk is counted (the
 * oem encryption is such a chunk, loaded by the oem release alone).
 */
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import packageJson from '../../../package.json' with { type: 'json' };

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const REACT = ['react', 'react-dom'];
const PEERS = Object.keys(packageJson.peerDependencies);
const DEPENDENCIES = Object.keys(packageJson.dependencies);

export interface Bundle {
  gzip: number;
  metafile: Metafile;
  /** The output paths loaded up front (the entry and its static imports). */
  loaded: Set<string>;
}

export async function bundle(entry: string, external: string[]): Promise<Bundle> {
  const result = await build({
    entryPoints: { entry },
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    outdir: 'bench-out',
    write: false,
    minify: true,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'silent',
    external: external.flatMap((name) => [name, `${name}/*`]),
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  // The entry chunk and the chunks it imports statically: what loads before any dynamic import.
  const loaded = new Set<string>();
  const visit = (path: string) => {
    if (loaded.has(path)) return;
    loaded.add(path);
    for (const imported of result.metafile.outputs[path].imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(Object.keys(result.metafile.outputs).find((path) => path.endsWith('/entry.js'))!);
  const contents = result.outputFiles
    .filter((file) => [...loaded].some((path) => file.path.endsWith(path)))
    .map((file) => file.text)
    .join('\n');
  return { gzip: gzipSync(contents, { level: 9 }).length, metafile: result.metafile, loaded };
}

/** Every dependency of the package: external when measuring a preset's own code. */
export const OWN_CODE_EXTERNAL = [...PEERS, ...DEPENDENCIES];

/** Minified bytes each input file adds to what loads up front (the entry and its static imports). */
export function bytesByInput({ metafile, loaded }: Bundle): Map<string, number> {
  const byInput = new Map<string, number>();
  for (const path of loaded) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[path].inputs)) {
      byInput.set(input, (byInput.get(input) ?? 0) + bytesInOutput);
    }
  }
  return byInput;
}

/** Bytes each package adds to the output, by the node_modules folder its inputs come from. */
function weights(bundled: Bundle): Map<string, number> {
  const byPackage = new Map<string, number>();
  for (const [input, bytes] of bytesByInput(bundled)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    const name = match ? match[1] : '(pickerkit)';
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
  }
  return byPackage;
}

const kib = (bytes: number) => Number((bytes / 1024).toPrecision(3));

interface PresetBundle {
  name: string;
  entry: string;
  /** The antd component the preset is benched against, and its entry. */
  peer: string;
  peerEntry: string;
  /** The own-code budget in KiB, where one is set. */
  budget?: number;
}

const PRESET_BUNDLES: PresetBundle[] = [
  {
    name: 'member-picker',
    entry: './presets/member-picker/index.ts',
    peer: 'antd TreeSelect',
    peerEntry: './node_modules/antd/es/tree-select/index.js',
    budget: 40,
  },
  {
    name: 'union-selector',
    entry: './presets/union-selector/index.ts',
    peer: 'antd Select',
    peerEntry: './node_modules/antd/es/select/index.js',
  },
  {
    name: 'finder',
    entry: './presets/finder/index.ts',
    peer: 'antd Table',
    peerEntry: './node_modules/antd/es/table/index.js',
  },
];

/** Dependencies only some features need; the `cost` lines say what each adds to a preset. */
const OPTIONAL = ['@floating-ui/react', 'validator', 'date-fns', 'dompurify'];

/**
 * Own code and with dependencies against the peer, per preset; what each optional dependency
 * costs each preset (gzip with it bundled less gzip with it external); the member preset's weights.
 */
export async function bundleLines(): Promise<string[]> {
  const lines: string[] = [];
  let memberWithDeps: Bundle | undefined;
  for (const preset of PRESET_BUNDLES) {
    const own = await bundle(preset.entry, OWN_CODE_EXTERNAL);
    const withDeps = await bundle(preset.entry, REACT);
    const peer = await bundle(preset.peerEntry, REACT);
    memberWithDeps ??= withDeps;
    const budget = preset.budget === undefined ? '' : ` budget_kib=${preset.budget}`;
    lines.push(
      `size browser-${preset.name} own_kib=${kib(own.gzip)}${budget}`,
      `size browser-${preset.name} ours_kib=${kib(withDeps.gzip)} peer_kib=${kib(peer.gzip)} ratio=${Number((peer.gzip / withDeps.gzip).toPrecision(3))} (gzip, only react and react-dom external; peer: ${preset.peer})`,
    );
    for (const name of OPTIONAL) {
      const without = await bundle(preset.entry, [...REACT, name]);
      lines.push(
        `cost browser-${preset.name} ${name} gzip_kib=${kib(withDeps.gzip - without.gzip)}`,
      );
    }
  }
  const sorted = [...weights(memberWithDeps!)].sort((a, b) => b[1] - a[1]);
  for (const [name, bytes] of sorted)
    lines.push(`weight browser-member-picker ${name} minified_kib=${kib(bytes)}`);
  return lines;
}
