/** Every option of the member picker, editable. */
import type { SandboxConfig } from '../config';

interface Props {
  config: SandboxConfig;
  onChange: (next: SandboxConfig) => void;
  sourcesError: string | null;
  disabledError: string | null;
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="sb-field sb-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />{' '}
      {label}
    </label>
  );
}

export function ConfigEditor({ config, onChange, sourcesError, disabledError }: Props) {
  const set = <K extends keyof SandboxConfig>(key: K, value: SandboxConfig[K]) =>
    onChange({ ...config, [key]: value });
  return (
    <section aria-labelledby="config-title" className="sb-panel">
      <h2 id="config-title">Configuration</h2>
      <label className="sb-field">
        Sources (JSON)
        <textarea
          rows={10}
          spellCheck={false}
          value={config.sourcesJson}
          aria-invalid={sourcesError ? true : undefined}
          aria-describedby={sourcesError ? 'sources-error' : undefined}
          onChange={(e) => set('sourcesJson', e.target.value)}
        />
      </label>
      {sourcesError ? (
        <p id="sources-error" role="alert" className="sb-error">
          {sourcesError}
        </p>
      ) : null}
      <label className="sb-field">
        Disabled items (JSON)
        <textarea
          rows={3}
          spellCheck={false}
          value={config.disabledJson}
          aria-invalid={disabledError ? true : undefined}
          aria-describedby={disabledError ? 'disabled-error' : undefined}
          onChange={(e) => set('disabledJson', e.target.value)}
        />
      </label>
      {disabledError ? (
        <p id="disabled-error" role="alert" className="sb-error">
          {disabledError}
        </p>
      ) : null}
      <div className="sb-grid">
        <Check label="Multiple" checked={config.multiple} onChange={(v) => set('multiple', v)} />
        <Check
          label="Always allow confirm"
          checked={config.alwaysAllowConfirm}
          onChange={(v) => set('alwaysAllowConfirm', v)}
        />
        <Check
          label="Keyboard (keydown)"
          checked={config.keydown}
          onChange={(v) => set('keydown', v)}
        />
        <Check
          label="Remind checkbox"
          checked={config.showRemind}
          onChange={(v) => set('showRemind', v)}
        />
        <Check
          label="Back-office mode (isCms)"
          checked={config.isCms}
          onChange={(v) => set('isCms', v)}
        />
        <Check
          label="Workspace mode (isWoa)"
          checked={config.isWoa}
          onChange={(v) => set('isWoa', v)}
        />
        <label className="sb-field">
          Max count
          <input
            type="number"
            min={1}
            value={config.maxCount}
            onChange={(e) => set('maxCount', Math.max(1, Number(e.target.value) || 1))}
          />
        </label>
        <label className="sb-field">
          Department counts as
          <select
            value={config.departmentCounting}
            onChange={(e) =>
              set('departmentCounting', e.target.value as SandboxConfig['departmentCounting'])
            }
          >
            <option value="staff">its staff</option>
            <option value="one">one</option>
          </select>
        </label>
        <label className="sb-field">
          Release
          <select
            value={config.release}
            onChange={(e) => set('release', e.target.value as SandboxConfig['release'])}
          >
            <option value="default">default</option>
            <option value="oversea">oversea</option>
            <option value="oem">oem</option>
          </select>
        </label>
        <label className="sb-field">
          Language
          <select value={config.language} onChange={(e) => set('language', e.target.value)}>
            <option value="zh-CN">简体中文 (zh-CN)</option>
            <option value="zh-TW">繁體中文 (zh-TW)</option>
            <option value="en">English (en)</option>
            <option value="ja">日本語 (ja)</option>
            <option value="th">ไทย (th)</option>
          </select>
        </label>
        <label className="sb-field">
          Look
          <select
            value={config.clientLook}
            onChange={(e) => set('clientLook', e.target.value as SandboxConfig['clientLook'])}
          >
            <option value="web">web</option>
            <option value="desktop">desktop client</option>
          </select>
        </label>
        <label className="sb-field">
          Width
          <input
            type="number"
            min={320}
            value={config.width}
            onChange={(e) => set('width', Number(e.target.value) || 540)}
          />
        </label>
        <label className="sb-field">
          OK text
          <input value={config.okText} onChange={(e) => set('okText', e.target.value)} />
        </label>
        <label className="sb-field">
          Cancel text
          <input value={config.cancelText} onChange={(e) => set('cancelText', e.target.value)} />
        </label>
      </div>
    </section>
  );
}
