/**
 * The test pages' script: the BUILT package (dist/esm), bundled by esbuild as it is and served
 * from the page's own origin, with no inline script. Buttons open the member picker, the union
 * selector and the finder; the outcome is written into #result.
 *
 * Styles as a strict host loads them: a page that links pickerkit/styles.css passes
 * `injectStyles: false`; a page with a `pk-style-nonce` meta element passes its content as `nonce`.
 *
 * Query switches: `storage=1` lets the picker use localStorage (else storage: null); `corpus=1`
 * adds a source whose every server string (names, highlights, descriptions, tags, department
 * paths, titles, avatars) is a payload of window.__XSS_CORPUS__, and preselects chips named
 * after them. Each payload calls window.__xss(n) if it ever runs.
 */
import { SERVICE_NAMES } from '../../../../dist/esm/kernel/index.js';
import { openFinder } from '../../../../dist/esm/presets/finder/index.js';
import { openMemberPicker } from '../../../../dist/esm/presets/member-picker/index.js';
import { openUnionSelector } from '../../../../dist/esm/presets/union-selector/index.js';

const services = Object.fromEntries(SERVICE_NAMES.map((name) => [name, `/suite/${name}`]));
const result = document.getElementById('result');
const query = new URLSearchParams(location.search);

function styleOptions() {
  if (document.querySelector('link[rel="stylesheet"][href$="/pickerkit/styles.css"]')) {
    return { injectStyles: false };
  }
  const nonce = document.querySelector('meta[name="pk-style-nonce"]')?.getAttribute('content');
  return nonce ? { nonce } : {};
}
const styles = styleOptions();

function report(what, promise) {
  result.textContent = 'open';
  promise.then(
    (value) => {
      result.textContent = `${what} ${JSON.stringify(value)}`;
    },
    (error) => {
      result.textContent = `rejected ${String(error)}`;
    },
  );
}

function corpusItems(payloads) {
  return payloads.map((payload, index) => ({
    key: `user_xss${index}`,
    id: `xss${index}`,
    type: 'user',
    origin: 'xss',
    sourceKey: 'xss',
    name: payload,
    highlightName: `<em>${payload}</em>${payload}`,
    description: payload,
    title: payload,
    deptName: `${payload} / ${payload}`,
    tags: [payload, { tagName: payload, style: payload }],
    avatar: index % 2 ? payload : `javascript:__xss(${1000 + index})`,
    raw: {},
  }));
}

function corpusPlugin(payloads) {
  const items = corpusItems(payloads);
  return {
    name: 'xss-corpus',
    apply(kernel) {
      return kernel.sources.register({
        key: 'xss',
        type: 'latest',
        title: payloads[0],
        tree: false,
        searchable: true,
        config: { type: 'latest', key: 'xss' },
        load: async () => ({ items, done: true }),
        search: async () => ({ items, done: true }),
      });
    },
  };
}

document.getElementById('open').addEventListener('click', () => {
  result.textContent = 'open';
  const payloads = window.__XSS_CORPUS__ ?? [];
  const corpus = query.get('corpus') === '1';
  openMemberPicker({
    services,
    language: 'en',
    storage: query.get('storage') === '1' ? undefined : null,
    sources: [{ type: 'latest' }, { type: 'company' }],
    defaultSelected: corpus
      ? corpusItems(payloads.slice(0, 8)).map(({ type, id, name, avatar }) => ({
          type,
          id,
          name,
          avatar,
        }))
      : undefined,
    plugins: corpus ? (defaults) => [...defaults, corpusPlugin(payloads)] : undefined,
    _from: 'csp-page',
    _function: 'member-picker',
    ...styles,
  }).then(
    (payload) => {
      result.textContent = `confirmed ${JSON.stringify(payload ? payload.items.map((item) => item.name) : null)}`;
    },
    (error) => {
      result.textContent = `rejected ${String(error)}`;
    },
  );
});

document.getElementById('open-union').addEventListener('click', () => {
  report(
    'inserted',
    openUnionSelector({ fid: 8000001, services, language: 'en', storage: null, ...styles }),
  );
});

document.getElementById('open-finder').addEventListener('click', () => {
  report('committed', openFinder({ services, language: 'en', storage: null, ...styles }));
});
