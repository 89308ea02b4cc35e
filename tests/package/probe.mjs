// Runs inside a consumer project that installed the packed pickerkit, as a host would:
//   node probe.mjs <no-dom|stubs>
// Loads every subpath with import() (esm) and with require() (cjs). Prints one JSON line of checks.
//   no-dom: Node has no window, document or localStorage. Every subpath loads, and loading it
//           defines no global; then a kernel is created and the member picker rendered to a string.
//   stubs:  window, document and localStorage become stubs that record every access with the
//           package on the stack. Loading every subpath must touch none of them from pickerkit's
//           own code, and write to or call none of them from anywhere (dependencies may read,
//           as feature detection does; those reads are printed).
// Both load the peers (React, MobX) first: what the host's own modules do is not pickerkit's.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const [environment] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const LOADERS = { esm: (id) => import(id), cjs: async (id) => require(id) };
const load = LOADERS.esm;
const pkgUrl = new URL('./node_modules/pickerkit/package.json', import.meta.url);
const pkg = JSON.parse(readFileSync(pkgUrl, 'utf8'));
// The module subpaths (package.json and styles.css map to a plain file).
const subpaths = Object.keys(pkg.exports)
  .filter((key) => typeof pkg.exports[key] !== 'string')
  .map((key) => (key === '.' ? 'pickerkit' : `pickerkit/${key.slice(2)}`));

const checks = [];
function check(name, ok, detail = '') {
  checks.push({ name: `${environment}: ${name}`, ok: Boolean(ok), detail });
}
function messageOf(error) {
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}

async function loadEverySubpath() {
  for (const [mode, loadAs] of Object.entries(LOADERS)) {
    for (const id of subpaths) {
      try {
        const entry = await loadAs(id);
        const names = Object.keys(entry).filter(
          (name) => name !== 'default' && name !== '__esModule',
        );
        check(`${mode} loads ${id}`, names.length > 0, `${names.length} exports`);
      } catch (error) {
        check(`${mode} loads ${id}`, false, messageOf(error));
      }
    }
  }
}

const DOM_GLOBALS = ['window', 'document', 'localStorage'];

/** The host's own modules, loaded before pickerkit's: what they do is not pickerkit's doing. */
async function loadPeers() {
  for (const peer of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'mobx']) {
    await load(peer);
  }
  await load('mobx-react-lite');
}

/** A kernel, then the member picker rendered to a string, from the given module kind. */
async function createAndRender(mode, loadAs) {
  const { createKernel } = await loadAs('pickerkit');
  const kernelCheck = `${mode} createKernel({}) makes an uninitialised kernel`;
  try {
    const kernel = createKernel({});
    check(kernelCheck, kernel.status === 'uninitialised');
    kernel.dispose();
  } catch (error) {
    check(kernelCheck, false, messageOf(error));
  }
  const renderCheck = `${mode} renderToString(<MemberPicker>) renders the dialog`;
  try {
    const { createElement } = await loadAs('react');
    const { renderToString } = await loadAs('react-dom/server');
    const { MemberPicker, MEMBER_PICKER_CLASS } = await loadAs('pickerkit/presets/member-picker');
    // The services the member picker calls with a latest source (it checks them at creation).
    const services = Object.fromEntries(
      ['account', 'directory', 'plus'].map((name) => [name, `https://suite.test/${name}`]),
    );
    const props = { sources: [{ type: 'latest' }], services };
    const html = renderToString(createElement(MemberPicker, props));
    const ok = html.includes(`class="${MEMBER_PICKER_CLASS}"`) && html.includes('role="dialog"');
    check(renderCheck, ok, ok ? '' : html.slice(0, 160));
  } catch (error) {
    check(renderCheck, false, messageOf(error));
  }
}

async function withoutDom() {
  await loadPeers();
  const before = new Set(Object.getOwnPropertyNames(globalThis));
  check(
    'Node starts without window, document and localStorage',
    DOM_GLOBALS.every((name) => !(name in globalThis)),
  );
  await loadEverySubpath();
  const added = Object.getOwnPropertyNames(globalThis).filter((name) => !before.has(name));
  check('loading defines no global', added.length === 0, added.join(', '));

  for (const [mode, loadAs] of Object.entries(LOADERS)) await createAndRender(mode, loadAs);
  check(
    'the picker left no window, document or localStorage behind',
    DOM_GLOBALS.every((name) => !(name in globalThis)),
  );
}

/** The package a stack frame belongs to ('pickerkit', 'dompurify', ...), or null. */
function packageOfFrame(line) {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(line);
  return match ? match[1].replace('\\', '/') : null;
}

/** Who touched a stub: the nearest installed package on the stack. */
function culprit() {
  const frames = (new Error().stack ?? '').split('\n').slice(3);
  for (const frame of frames) {
    const owner = packageOfFrame(frame);
    if (owner) return owner;
  }
  return 'unknown';
}

/**
 * A stand-in for a DOM object that records every access: reading a property gives another stub
 * (so `window.location.href` reads on), calling one is recorded as a call.
 */
function recordingStub(path, record) {
  return new Proxy(function stub() {}, {
    get(_target, key) {
      // Coerced, a stub reads as an address: feature detection may parse location.href.
      if (key === Symbol.toPrimitive) return () => 'http://stub.invalid/';
      if (key === 'then' || typeof key === 'symbol') return undefined;
      record(path, 'read', key);
      return recordingStub(`${path}.${key}`, record);
    },
    has: (_t, key) => (record(path, 'has', key), false),
    set: (_t, key) => (record(path, 'write', key), true),
    defineProperty: (_t, key) => (record(path, 'write', key), true),
    deleteProperty: (_t, key) => (record(path, 'delete', key), true),
    ownKeys: () => (record(path, 'keys', ''), ['prototype']),
    apply: () => (record(path, 'call', ''), undefined),
    construct: () => (record(path, 'call', 'new'), {}),
  });
}

async function withRecordingStubs() {
  await loadPeers();
  const accesses = [];
  const record = (target, action, key) =>
    accesses.push({ target, action, key: String(key), by: culprit() });
  for (const name of DOM_GLOBALS) {
    const stub = recordingStub(name, record);
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => (record(name, 'global', name), stub),
      set: () => {
        record(name, 'write', name);
      },
    });
  }
  await loadEverySubpath();
  const describe = (a) =>
    `${a.by} ${a.action} ${a.target}${a.key === a.target || !a.key ? '' : `.${a.key}`}`;
  const own = accesses.filter((a) => a.by === 'pickerkit');
  const writes = accesses.filter((a) => !['read', 'has', 'global', 'keys'].includes(a.action));
  check(
    'pickerkit touches no window, document or localStorage at import',
    own.length === 0,
    [...new Set(own.map(describe))].join('; '),
  );
  check(
    'nothing writes to window, document or localStorage at import',
    writes.length === 0,
    [...new Set(writes.map(describe))].join('; '),
  );
  const others = [...new Set(accesses.filter((a) => a.by !== 'pickerkit').map(describe))];
  if (others.length) console.error(`reads by dependencies at import: ${others.join('; ')}`);
}

if (environment === 'stubs') await withRecordingStubs();
else await withoutDom();
console.log(JSON.stringify(checks));
