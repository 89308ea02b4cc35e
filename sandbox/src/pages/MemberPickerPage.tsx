/** The member picker against the fake suite: configure, open, confirm, read the payload. */
import { useMemo, useState } from 'react';
import type { ConfirmPayload, ExceedInfo, Plugin } from '../../../kernel';
import { MemberPicker } from '../../../presets/member-picker';
import type { HookTrace } from '../../../plugins/analytics/hook-timing';
import { hookTiming } from '../../../plugins/analytics/hook-timing';
import { DEFAULT_CONFIG, parseItemRefs, parseSources, type SandboxConfig } from '../config';
import { ConfigEditor } from '../panels/ConfigEditor';
import { HookInspector } from '../panels/HookInspector';
import { SuiteControls } from '../panels/SuiteControls';
import { suiteServices } from '../suite';

export function MemberPickerPage({ trace }: { trace: HookTrace }) {
  const [config, setConfig] = useState<SandboxConfig>(DEFAULT_CONFIG);
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [payload, setPayload] = useState<ConfirmPayload | null>(null);
  const [events, setEvents] = useState<string[]>([]);
  const parsed = parseSources(config.sourcesJson);
  const disabled = parseItemRefs(config.disabledJson, 'disabled items');
  const log = (line: string) => setEvents((list) => [line, ...list].slice(0, 20));

  const services = useMemo(() => suiteServices(), []);
  const withTiming = useMemo(
    () => (defaults: Plugin[]) => [...defaults, hookTiming({ trace })],
    [trace],
  );

  const openPicker = () => {
    setPayload(null);
    setGeneration((g) => g + 1);
    setOpen(true);
  };

  return (
    <div className="sb-page">
      <div className="sb-column">
        <ConfigEditor
          config={config}
          onChange={setConfig}
          sourcesError={parsed.ok ? null : parsed.message}
          disabledError={disabled.ok ? null : disabled.message}
        />
        <SuiteControls onChanged={() => setGeneration((g) => g + 1)} />
      </div>
      <div className="sb-column">
        <section aria-labelledby="try-title" className="sb-panel">
          <h2 id="try-title">Member picker</h2>
          <button
            type="button"
            className="sb-primary"
            onClick={openPicker}
            disabled={!parsed.ok || !disabled.ok}
          >
            Open member picker
          </button>
          <section aria-labelledby="payload-title">
            <h3 id="payload-title">Confirm payload</h3>
            <pre aria-label="Confirm payload" className="sb-pre">
              {payload ? JSON.stringify(payload, null, 2) : 'Nothing confirmed yet.'}
            </pre>
          </section>
          <section aria-labelledby="events-title">
            <h3 id="events-title">Callbacks</h3>
            <ul aria-label="Callbacks" className="sb-events">
              {events.map((line, index) => (
                <li key={`${index}-${line}`}>{line}</li>
              ))}
            </ul>
          </section>
        </section>
        <HookInspector trace={trace} />
      </div>
      {open && parsed.ok && disabled.ok ? (
        <MemberPicker
          key={generation}
          open
          services={services}
          sources={parsed.sources}
          multiple={config.multiple}
          maxCount={config.maxCount}
          disabled={disabled.items}
          departmentCounting={config.departmentCounting}
          alwaysAllowConfirm={config.alwaysAllowConfirm}
          keydown={config.keydown}
          showRemind={config.showRemind}
          release={config.release}
          language={config.language}
          isCms={config.isCms}
          isWoa={config.isWoa}
          clientLook={config.clientLook}
          width={config.width}
          okText={config.okText || undefined}
          cancelText={config.cancelText || undefined}
          _from="sandbox"
          _function="member-picker"
          appKey="pickerkit-sandbox"
          plugins={withTiming}
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
      ) : null}
    </div>
  );
}
