/**
 * The strict-CSP page's script: the BUILT package (dist/esm), bundled by esbuild as it is and
 * served from the page's own origin, with no inline script. A button opens the member picker;
 * the outcome is written into #result.
 */
import { SERVICE_NAMES } from '../../../../dist/esm/kernel/index.js';
import { openMemberPicker } from '../../../../dist/esm/presets/member-picker/index.js';

const services = Object.fromEntries(SERVICE_NAMES.map((name) => [name, `/suite/${name}`]));
const result = document.getElementById('result');

document.getElementById('open').addEventListener('click', () => {
  result.textContent = 'open';
  openMemberPicker({
    services,
    language: 'en',
    storage: null,
    sources: [{ type: 'latest' }, { type: 'company' }],
    _from: 'csp-page',
    _function: 'member-picker',
  }).then(
    (payload) => {
      result.textContent = `confirmed ${JSON.stringify(payload ? payload.items.map((item) => item.name) : null)}`;
    },
    (error) => {
      result.textContent = `rejected ${String(error)}`;
    },
  );
});
