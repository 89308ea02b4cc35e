/** The member picker against the fake suite: configure, open, confirm, read the payload. */
import { useCallback, useMemo, useState } from 'react';
import type { ExceedInfo, PickerKernel, Plugin } from '../../../kernel';
import type { MemberConfirmPayload } from '../../../plugins/sources/member-items';
import { MemberPicker } from '../../../presets/member-picker';
import type { HookTrace } from '../../../plugins/analytics/hook-timing';
import { hookTiming } from '../../../plugins/analytics/hook-timing';
import {
  checkAccessOf,
  DEFAULT_CONFIG,
  isDefaultSourcesJson,
  parseItemRefs,
  parseSources,
  sourcesJsonFor,
  type SandboxConfig,
} from '../config';
import { ConfigEditor } from '../panels/ConfigEditor';
import { ResultPanels } from '../panels/ResultPanels';
import { HookInspector } from '../panels/HookInspector';
import { PickerBoundary } from '../panels/PickerBoundary';
import { SuiteControls } from '../panels/SuiteControls';
import { ThemeControls, useThemeChoice } from '../panels/ThemeControls';
import { currentUser, suiteServices, type SuiteUser } from '../suite';

/** The right-side dropdown the sandbox shows: what the picked people may do with the file. */
const PERMISSION_DROPDOWN = {
  label: 'Permission',
  items: [
    { key: 'read', title: 'Can view' },
    { key: 'write', title: 'Can edit' },
    { key: 'manage', title: 'Can manage' },
  ],
};

export function MemberPickerPage({ trace }: { trace: HookTrace }) {
  // A personal user may not have a company source: start from sources that fit who is signed in.
  const [config, setConfig] = useState<SandboxConfig>(() => ({
    ...DEFAULT_CONFIG,
    sourcesJson: sourcesJsonFor(currentUser()),
  }));
  const [open, setOpen] = useState(false);
  const [theme, setTheme] = useThemeChoice();
  const [generation, setGeneration] = useState(0);
  const [payload, setPayload] = useState<MemberConfirmPayload | null>(null);
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const parsed = parseSources(config.sourcesJson);
  const disabled = parseItemRefs(config.disabledJson, 'disabled items');
  const defaultSelected = parseItemRefs(config.defaultSelectedJson, 'default-selected items');
  const hidden = parseItemRefs(config.hiddenJson, 'hidden items');
  const itemsOk = disabled.ok && defaultSelected.ok && hidden.ok;
  const log = (line: string) => setEvents((list) => [line, ...list].slice(0, 20));

  // The kernel's errors (init, load, search) as it reports them, so a failing configuration
  // says why instead of only showing the retry panel.
  const onReady = useCallback((kernel: PickerKernel) => {
    kernel.hooks.onError.tap('sandbox', (error, context) => {
      setErrors((list) => [`${context.phase}: ${error.message}`, ...list].slice(0, 10));
    });
  }, []);

  const onUserChanged = (user: SuiteUser) => {
    setConfig((current) =>
      isDefaultSourcesJson(current.sourcesJson)
        ? { ...current, sourcesJson: sourcesJsonFor(user) }
        : current,
    );
  };

  const services = useMemo(() => suiteServices(), []);
  const withTiming = useMemo(
    () => (defaults: Plugin[]) => [...defaults, hookTiming({ trace })],
    [trace],
  );

  const openPicker = () => {
    setPayload(null);
    setErrors([]);
    setGeneration((g) => g + 1);
    setOpen(true);
  };

  return (
    <div className={config.docked && open ? 'sb-page sb-page--docked' : 'sb-page'}>
      <div className="sb-column">
        <ConfigEditor
          config={config}
          onChange={setConfig}
          sourcesError={parsed.ok ? null : parsed.message}
          itemErrors={{
            disabledJson: disabled.ok ? null : disabled.message,
            defaultSelectedJson: defaultSelected.ok ? null : defaultSelected.message,
            hiddenJson: hidden.ok ? null : hidden.message,
          }}
        />
        <ThemeControls value={theme} onChange={setTheme} />
        <SuiteControls
          onChanged={() => setGeneration((g) => g + 1)}
          onUserChanged={onUserChanged}
        />
      </div>
      <div className="sb-column">
        <section aria-labelledby="try-title" className="sb-panel">
          <h2 id="try-title">Member picker</h2>
          <button
            type="button"
            className="sb-primary"
            onClick={openPicker}
            disabled={!parsed.ok || !itemsOk}
          >
            Open member picker
          </button>
          <ResultPanels
            payloadLabel="Confirm payload"
            payload={payload}
            emptyText="Nothing confirmed yet."
            errorsLabel="Picker errors"
            errors={errors}
            events={events}
          />
        </section>
        <HookInspector trace={trace} />
      </div>
      {open && parsed.ok && disabled.ok && defaultSelected.ok && hidden.ok ? (
        <PickerBoundary
          key={generation}
          onError={(line) => setErrors((list) => [line, ...list].slice(0, 10))}
          onClose={() => setOpen(false)}
        >
          <MemberPicker
            key={generation}
            open
            services={services}
            sources={parsed.sources}
            multiple={config.multiple}
            maxCount={config.maxCount}
            disabled={disabled.items}
            defaultSelected={defaultSelected.items}
            hidden={hidden.items}
            departmentCounting={config.departmentCounting}
            alwaysAllowConfirm={config.alwaysAllowConfirm}
            keydown={config.keydown}
            showRemind={config.showRemind}
            release={config.release}
            language={config.language}
            isCms={config.isCms}
            isWoa={config.isWoa}
            clientLook={config.clientLook}
            theme={theme}
            width={config.width}
            height={config.height}
            personalCenterLink="/suite/account/center/{userid}"
            okText={config.okText || undefined}
            cancelText={config.cancelText || undefined}
            placeholder={config.placeholder || undefined}
            tip={config.tip || undefined}
            emptyText={config.emptyText || undefined}
            selectedDropdown={config.permissionDropdown ? PERMISSION_DROPDOWN : undefined}
            checkAccess={checkAccessOf(config.checkAccessFileId)}
            _from="sandbox"
            _function="member-picker"
            appKey="pickerkit-sandbox"
            plugins={withTiming}
            onReady={onReady}
            onExceed={(info: ExceedInfo) =>
              log(`onExceed: ${info.attempted} would exceed the maximum of ${info.maxCount}`)
            }
            onUserNotFound={(info) =>
              log(`onUserNotFound: ${info.kind} ${info.query} (${info.mode})`)
            }
            onAddContact={() => log('onAddContact')}
            onConfirm={(result) => {
              setPayload(result);
              setOpen(false);
            }}
            onCancel={() => {
              log('onCancel');
              setOpen(false);
            }}
          />
        </PickerBoundary>
      ) : null}
    </div>
  );
}
