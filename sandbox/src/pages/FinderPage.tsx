/**
 * The finder against the fake suite: every widget input editable, the signed-in user, dataset and
 * faults (SuiteControls), open the finder, read the commit info it resolves with.
 */
import { useMemo, useState } from 'react';
import type { ThemeSettings } from '../../../plugins/views/theme';
import { ThemeControls, useThemeChoice } from '../panels/ThemeControls';
import { Finder, type CommitInfo } from '../../../presets/finder';
import { ErrorList } from '../panels/ErrorList';
import { PickerBoundary } from '../panels/PickerBoundary';
import { PrivateSpacePanel, startAtCertification } from '../panels/PrivateSpacePanel';
import { UserSettingsPanel } from '../panels/UserSettingsPanel';
import { SuiteControls, type FaultPath } from '../panels/SuiteControls';
import { suiteServices } from '../suite';
import { eventRecordingClient } from './recordingClient';
import {
  DEFAULT_FINDER_FORM,
  FORM_ACTIONS,
  finderOptionsOf,
  type FinderInputsForm,
} from './finderInputs';

type TextField = Exclude<
  keyof FinderInputsForm,
  'crossCatalog' | 'shareMode' | 'committing' | 'hideCopySuffix' | 'language'
>;

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
  ['appKey', 'appKey (sends usage events)'],
  ['plugKey', 'plugKey'],
  ['forgotPasswordLink', 'secretLinks.forgotPassword'],
  ['renewLink', 'secretLinks.renew'],
];

/** The finder's paths worth failing: its lists, its write calls, file info and permission. */
const FINDER_FAULT_PATHS: FaultPath[] = [
  { label: 'Team files', path: '/drive/api/v5/groups/*' },
  { label: 'New folder (POST files/folder)', path: '/drive/api/v5/files/folder' },
  { label: 'Unlock the private space (PUT)', path: '/drive/api/v3/groups/secret/unlock' },
  { label: 'Private space lock status', path: '/drive/api/v3/groups/secret/lock' },
  { label: 'File info (metadata)', path: '/drive/api/v5/files/*' },
  { label: 'Team info (v3 groups)', path: '/drive/api/v3/groups/*' },
  { label: 'Drive companies', path: '/drive/api/v5/companies' },
  { label: 'Company restriction', path: '/drive/api/v5/companies/restriction' },
  { label: 'Latest folders', path: '/drive/kdteam/api/v1/folder/selector' },
  { label: 'File search', path: '/drive/api/v5/search/files' },
  { label: 'Current user', path: '/account/p/auth/check' },
];

export function FinderPage() {
  const [form, setForm] = useState<FinderInputsForm>(DEFAULT_FINDER_FORM);
  const [open, setOpen] = useState(false);
  const [theme, setTheme] = useThemeChoice();
  const [generation, setGeneration] = useState(0);
  const [result, setResult] = useState<string>('Nothing committed yet.');
  const [errors, setErrors] = useState<string[]>([]);
  const [usageEvents, setUsageEvents] = useState<string[]>([]);
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
          <label className="sb-row">
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
          <label className="sb-row">
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
          <label className="sb-row">
            language{' '}
            <input
              aria-label="language"
              list="finder-languages"
              value={form.language}
              onChange={(e) => set('language', e.target.value)}
            />
            <datalist id="finder-languages">
              {['zh-CN', 'zh-TW', 'en', 'ja', 'th'].map((l) => (
                <option key={l} value={l} />
              ))}
            </datalist>
          </label>
          <label className="sb-row">
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
            <label key={key} className="sb-row">
              {label}{' '}
              <input
                aria-label={label}
                value={form[key]}
                onChange={(e) => set(key, e.target.value)}
              />
            </label>
          ))}
          {(['crossCatalog', 'shareMode', 'committing', 'hideCopySuffix'] as const).map((key) => (
            <label key={key} className="sb-field sb-check">
              <input
                type="checkbox"
                checked={form[key]}
                onChange={(e) => set(key, e.target.checked)}
              />{' '}
              {key === 'crossCatalog'
                ? 'file.crossCatalog'
                : key === 'shareMode'
                  ? 'file.shareMode'
                  : key}
            </label>
          ))}
          {formError && <p role="alert">{formError}</p>}
        </section>
        <SuiteControls
          onChanged={() => setGeneration((g) => g + 1)}
          faultPaths={FINDER_FAULT_PATHS}
        />
        <ThemeControls value={theme} onChange={setTheme} />
        <UserSettingsPanel onChanged={() => setGeneration((g) => g + 1)} />
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
          <section aria-labelledby="usage-title">
            <h3 id="usage-title">Usage events</h3>
            <ul aria-label="Usage events" className="sb-events">
              {usageEvents.map((line, index) => (
                <li key={`${index}-${line}`}>{line}</li>
              ))}
            </ul>
          </section>
        </section>
      </div>
      {open && options && (
        <PickerBoundary
          key={generation}
          onError={(line) => setErrors((list) => [line, ...list].slice(0, 10))}
          onClose={() => setOpen(false)}
        >
          <FinderHost
            options={options}
            theme={theme}
            services={services}
            startAtCert={startAtCert}
            onDone={(info) => {
              setResult(info ? JSON.stringify(info, null, 2) : 'Cancelled.');
              setOpen(false);
            }}
            onError={(line) => setErrors((list) => [line, ...list].slice(0, 10))}
            onUsageEvent={(line) => setUsageEvents((list) => [line, ...list].slice(0, 20))}
          />
        </PickerBoundary>
      )}
    </div>
  );
}

function FinderHost({
  options,
  theme,
  services,
  onDone,
  onError,
  onUsageEvent,
  startAtCert,
}: {
  startAtCert: boolean;
  options: ReturnType<typeof finderOptionsOf>;
  theme: ThemeSettings;
  services: ReturnType<typeof suiteServices>;
  onDone(info: CommitInfo | null): void;
  onError(line: string): void;
  onUsageEvent(line: string): void;
}) {
  const client = useMemo(
    () => eventRecordingClient(services, onUsageEvent),
    // One client per finder mount (the host remounts it with a new key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [services],
  );
  try {
    return (
      <Finder
        {...options}
        theme={theme}
        services={services}
        client={client}
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
