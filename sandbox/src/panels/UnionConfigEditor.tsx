/** Every option of the union selector the sandbox lets you change. */
import { LANGUAGES, RELEASES } from '../../../kernel';
import type { UnionSandboxConfig } from '../pages/unionConfig';
import { Check } from './ConfigEditor';

interface Props {
  config: UnionSandboxConfig;
  onChange(next: UnionSandboxConfig): void;
  error: string | null;
}

type TextKey =
  'fid' | 'cid' | 'onlyShowGroupId' | 'defaultTab' | 'includeFileExts' | 'minTime' | 'maxTime';
type FlagKey =
  | 'multiple'
  | 'showFooter'
  | 'showRemind'
  | 'includeGroupInfo'
  | 'includeTeamInfo'
  | 'includeDeptInfo'
  | 'checkAccess';

const TEXTS: Array<[TextKey, string]> = [
  ['fid', 'fid (current file id)'],
  ['cid', 'cid (company of the dept tab)'],
  ['onlyShowGroupId', 'onlyShowGroupId'],
  ['defaultTab', 'defaultTab'],
  ['includeFileExts', 'includeFileExts (comma separated)'],
  ['minTime', 'timeSelect.minTime (HH:mm)'],
  ['maxTime', 'timeSelect.maxTime (HH:mm)'],
];
const FLAGS: Array<[FlagKey, string]> = [
  ['multiple', 'multiple'],
  ['showFooter', 'showFooter'],
  ['showRemind', 'showRemind'],
  ['includeGroupInfo', 'includeGroupInfo'],
  ['includeTeamInfo', 'includeTeamInfo'],
  ['includeDeptInfo', 'includeDeptInfo'],
  ['checkAccess', 'checkAccess (who can open fid)'],
];

export function UnionConfigEditor({ config, onChange, error }: Props) {
  const set = <K extends keyof UnionSandboxConfig>(key: K, value: UnionSandboxConfig[K]) =>
    onChange({ ...config, [key]: value });
  return (
    <section aria-labelledby="union-config-title" className="sb-panel">
      <h2 id="union-config-title">Union selector options</h2>
      <div className="sb-grid">
        {TEXTS.map(([key, label]) => (
          <label key={key} className="sb-field">
            {label}
            <input value={config[key]} onChange={(e) => set(key, e.target.value)} />
          </label>
        ))}
        <label className="sb-field">
          requestCount
          <input
            type="number"
            min={1}
            value={config.requestCount}
            onChange={(e) => set('requestCount', Number(e.target.value))}
          />
        </label>
        <label className="sb-field">
          Language
          <select
            value={config.language}
            onChange={(e) => set('language', e.target.value as UnionSandboxConfig['language'])}
          >
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {lang}
              </option>
            ))}
          </select>
        </label>
        <label className="sb-field">
          Release
          <select
            value={config.release}
            onChange={(e) => set('release', e.target.value as UnionSandboxConfig['release'])}
          >
            {RELEASES.map((release) => (
              <option key={release} value={release}>
                {release}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="sb-grid">
        {FLAGS.map(([key, label]) => (
          <Check
            key={key}
            label={label}
            checked={config[key]}
            onChange={(value) => set(key, value)}
          />
        ))}
      </div>
      <label className="sb-field">
        tabs (JSON)
        <textarea
          rows={8}
          spellCheck={false}
          value={config.tabsJson}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'union-config-error' : undefined}
          onChange={(e) => set('tabsJson', e.target.value)}
        />
      </label>
      {error ? (
        <p id="union-config-error" role="alert" className="sb-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
