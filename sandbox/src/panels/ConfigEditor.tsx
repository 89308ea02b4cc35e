/** Every option of the member picker, editable. */
import type { SandboxConfig } from '../config';

interface Props {
  config: SandboxConfig;
  onChange: (next: SandboxConfig) => void;
  sourcesError: string | null;
  /** Parse errors of the item list fields, by field. */
  itemErrors: Record<'disabledJson' | 'defaultSelectedJson' | 'hiddenJson', string | null>;
}

export function Check({
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

interface JsonFieldProps {
  id: string;
  label: string;
  rows: number;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** A JSON text field with its parse error announced under it. */
function JsonField({ id, label, rows, value, error, onChange }: JsonFieldProps) {
  return (
    <>
      <label className="sb-field">
        {label}
        <textarea
          rows={rows}
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="sb-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function ConfigEditor({ config, onChange, sourcesError, itemErrors }: Props) {
  const set = <K extends keyof SandboxConfig>(key: K, value: SandboxConfig[K]) =>
    onChange({ ...config, [key]: value });
  return (
    <section aria-labelledby="config-title" className="sb-panel">
      <h2 id="config-title">Configuration</h2>
      <JsonField
        id="sources"
        label="Sources (JSON)"
        rows={10}
        value={config.sourcesJson}
        error={sourcesError}
        onChange={(v) => set('sourcesJson', v)}
      />
      <JsonField
        id="disabled"
        label="Disabled items (JSON)"
        rows={3}
        value={config.disabledJson}
        error={itemErrors.disabledJson}
        onChange={(v) => set('disabledJson', v)}
      />
      <JsonField
        id="default-selected"
        label="Default-selected items (JSON)"
        rows={2}
        value={config.defaultSelectedJson}
        error={itemErrors.defaultSelectedJson}
        onChange={(v) => set('defaultSelectedJson', v)}
      />
      <JsonField
        id="hidden"
        label="Hidden items (JSON)"
        rows={2}
        value={config.hiddenJson}
        error={itemErrors.hiddenJson}
        onChange={(v) => set('hiddenJson', v)}
      />
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
          Height
          <input
            type="number"
            min={320}
            value={config.height}
            onChange={(e) => set('height', Number(e.target.value) || 640)}
          />
        </label>
        <Check
          label="Picker beside the controls"
          checked={config.docked}
          onChange={(v) => set('docked', v)}
        />
        <label className="sb-field">
          OK text
          <input value={config.okText} onChange={(e) => set('okText', e.target.value)} />
        </label>
        <label className="sb-field">
          Cancel text
          <input value={config.cancelText} onChange={(e) => set('cancelText', e.target.value)} />
        </label>
        <label className="sb-field">
          Search placeholder
          <input value={config.placeholder} onChange={(e) => set('placeholder', e.target.value)} />
        </label>
        <label className="sb-field">
          Tip line
          <input value={config.tip} onChange={(e) => set('tip', e.target.value)} />
        </label>
        <label className="sb-field">
          Empty-state text
          <input value={config.emptyText} onChange={(e) => set('emptyText', e.target.value)} />
        </label>
        <Check
          label="Permission dropdown (dropdownSelectIndex)"
          checked={config.permissionDropdown}
          onChange={(v) => set('permissionDropdown', v)}
        />
        <label className="sb-field">
          Check access for file id
          <input
            value={config.checkAccessFileId}
            placeholder="blank: no check"
            onChange={(e) => set('checkAccessFileId', e.target.value)}
          />
        </label>
      </div>
    </section>
  );
}
