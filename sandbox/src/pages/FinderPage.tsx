/**
 * The finder against the fake suite: every widget input editable, the signed-in user, dataset and
 * faults (SuiteControls), open the finder, read the commit info it resolves with.
 */
import { useMemo, useState } from 'react';
import { Finder, type CommitInfo } from '../../../presets/finder';
import { ErrorList } from '../panels/ErrorList';
import { PrivateSpacePanel, startAtCertification } from '../panels/PrivateSpacePanel';
import { SuiteControls } from '../panels/SuiteControls';
import { suiteServices } from '../suite';
import {
  DEFAULT_FINDER_FORM,
  FORM_ACTIONS,
  finderOptionsOf,
  type FinderInputsForm,
} from './finderInputs';

type TextField = Exclude<keyof FinderInputsForm, 'crossCatalog' | 'shareMode' | 'committing'>;

const TEXT_FIELDS: Array<[TextField, string]> = [
  ['includes', 'file.includes (comma list)'],
  ['excludes', 'file.excludes (comma list)'],
  ['fileLitmitNum', 'file.fileLitmitNum'],
  ['presetsJson', 'file.presets (JSON)'],
  ['pathJson', 'path (JSON)'],
  ['featuresJson', 'featrues (JSON list or object)'],
  ['tabsJson', 'tabs (JSON list or object)'],
  ['okText', 'okText'],
  ['cancelText', 'cancelText'],
  ['transferUserId', 'transfer.userId'],
  ['transferCompanyId', 'transfer.companyId'],
  ['dw', 'dw'],
];

export function FinderPage() {
  const [form, setForm] = useState<FinderInputsForm>(DEFAULT_FINDER_FORM);
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [result, setResult] = useState<string>('Nothing committed yet.');
  const [errors, setErrors] = useState<string[]>([]);
  const [startAtCert, setStartAtCert] = useState(false);
  const services = useMemo(() => suiteServices(), []);
  const set = <K extends keyof FinderInputsForm>(key: K, value: FinderInputsForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  let options: ReturnType<typeof finderOptionsOf> | null = null;
  let formError: string | null = null;
  try {
    options = finderOptionsOf(form);
  } catch (error) {
    formError = (error as Error).message;
  }

  const openFinder = () => {
    setErrors([]);
    setGeneration((g) => g + 1);
    setOpen(true);
  };

  return (
    <div className="sb-page">
      <div className="sb-column">
        <section aria-labelledby="finder-inputs-title" className="sb-panel">
          <h2 id="finder-inputs-title">Finder inputs</h2>
          <label>
            action{' '}
            <select
              aria-label="action"
              value={form.action}
              onChange={(e) => set('action', e.target.value)}
            >
              {FORM_ACTIONS.map((a) => (
                <option key={a}>{a}</option>
              ))}
            </select>
          </label>
          <label>
            mode{' '}
            <select
              aria-label="mode"
              value={form.mode}
              onChange={(e) => set('mode', e.target.value)}
            >
              <option value="">(from the action)</option>
              <option>dir</option>
              <option>single</option>
              <option>multi</option>
              <option>muliti</option>
            </select>
          </label>
          <label>
            language{' '}
            <select
              aria-label="language"
              value={form.language}
              onChange={(e) => set('language', e.target.value)}
            >
              {['zh-CN', 'zh-TW', 'en', 'ja', 'th'].map((l) => (
                <option key={l}>{l}</option>
              ))}
            </select>
          </label>
          <label>
            release{' '}
            <select
              aria-label="release"
              value={form.release}
              onChange={(e) => set('release', e.target.value)}
            >
              {['default', 'oversea', 'oem'].map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
          </label>
          {TEXT_FIELDS.map(([key, label]) => (
            <label key={key} className="sb-field">
              {label}{' '}
              <input
                aria-label={label}
                value={form[key]}
                onChange={(e) => set(key, e.target.value)}
              />
            </label>
          ))}
          {(['crossCatalog', 'shareMode', 'committing'] as const).map((key) => (
            <label key={key}>
              <input
                type="checkbox"
                checked={form[key]}
                onChange={(e) => set(key, e.target.checked)}
              />{' '}
              {key === 'crossCatalog'
                ? 'file.crossCatalog'
                : key === 'shareMode'
                  ? 'file.shareMode'
                  : 'committing'}
            </label>
          ))}
          {formError && <p role="alert">{formError}</p>}
        </section>
        <SuiteControls onChanged={() => setGeneration((g) => g + 1)} />
        <PrivateSpacePanel startAtCert={startAtCert} onStartAtCert={setStartAtCert} />
      </div>
      <div className="sb-column">
        <section aria-labelledby="finder-try-title" className="sb-panel">
          <h2 id="finder-try-title">Finder</h2>
          <button type="button" className="sb-primary" disabled={!options} onClick={openFinder}>
            Open finder
          </button>
          <section aria-labelledby="commit-title">
            <h3 id="commit-title">Commit info</h3>
            <pre aria-label="Commit info" className="sb-pre">
              {result}
            </pre>
          </section>
          <ErrorList label="Finder errors" lines={errors} />
        </section>
      </div>
      {open && options && (
        <FinderHost
          key={generation}
          options={options}
          services={services}
          startAtCert={startAtCert}
          onDone={(info) => {
            setResult(info ? JSON.stringify(info, null, 2) : 'Cancelled.');
            setOpen(false);
          }}
          onError={(line) => setErrors((list) => [line, ...list].slice(0, 10))}
        />
      )}
    </div>
  );
}

function FinderHost({
  options,
  services,
  onDone,
  onError,
  startAtCert,
}: {
  startAtCert: boolean;
  options: ReturnType<typeof finderOptionsOf>;
  services: ReturnType<typeof suiteServices>;
  onDone(info: CommitInfo | null): void;
  onError(line: string): void;
}) {
  try {
    return (
      <Finder
        {...options}
        services={services}
        onConfirm={(info) => onDone(info)}
        onCancel={() => onDone(null)}
        onReady={(kernel) => {
          kernel.hooks.onError.tap('sandbox', (error, context) =>
            onError(`${context.phase}: ${error.message}`),
          );
          if (startAtCert) startAtCertification(kernel);
        }}
      />
    );
  } catch (error) {
    return <p role="alert">{(error as Error).message}</p>;
  }
}
