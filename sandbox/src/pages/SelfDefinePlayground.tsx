/**
 * The selfDefine playground: edit a source (get, search, getAll) and see it as a tab at once,
 * with its errors shown as the kernel reports them. The picker shows in the page beside the editor
 * (the preset's modal view replaced by an inline frame), so editing never needs closing it.
 */
import { useCallback, useMemo, useState } from 'react';
import type { PickerKernel, Plugin } from '../../../kernel';
import { hookTiming, type HookTrace } from '../../../plugins/analytics/hook-timing';
import { MemberPicker } from '../../../presets/member-picker';
import { SourceEditor } from '../editor/SourceEditor';
import { ErrorList } from '../panels/ErrorList';
import { HookInspector } from '../panels/HookInspector';
import { PickerBoundary } from '../panels/PickerBoundary';
import { suiteServices } from '../suite';
import { withInlinePreview } from './InlinePreview';
import { compileSource, EXAMPLE_SOURCE } from './playgroundSource';

export function SelfDefinePlayground({ trace }: { trace: HookTrace }) {
  const [code, setCode] = useState(EXAMPLE_SOURCE);
  const [applied, setApplied] = useState(EXAMPLE_SOURCE);
  const [generation, setGeneration] = useState(0);
  const [open, setOpen] = useState(true);
  const [errors, setErrors] = useState<string[]>([]);
  const [picked, setPicked] = useState<string>('');
  const compiled = useMemo(() => compileSource(applied), [applied]);
  const services = useMemo(() => suiteServices(), []);
  const plugins = useCallback(
    (defaults: Plugin[]) => [...withInlinePreview(defaults), hookTiming({ trace })],
    [trace],
  );

  const onReady = useCallback((kernel: PickerKernel) => {
    kernel.hooks.onError.tap('playground', (error, context) => {
      setErrors((list) => [`${context.phase}: ${error.message}`, ...list].slice(0, 10));
    });
  }, []);

  const apply = () => {
    setErrors([]);
    setApplied(code);
    setGeneration((g) => g + 1);
    setOpen(true);
  };

  return (
    <div className="sb-page">
      <div className="sb-column">
        <section aria-labelledby="playground-title" className="sb-panel">
          <h2 id="playground-title">selfDefine source</h2>
          <div className="sb-field">
            <span>Source code</span>
            <SourceEditor value={code} onChange={setCode} label="Source code" />
          </div>
          <button type="button" className="sb-primary" onClick={apply}>
            Apply and open
          </button>
          <ErrorList
            label="Source errors"
            lines={compiled.ok ? errors : [compiled.message, ...errors]}
          />
        </section>
        <HookInspector trace={trace} />
      </div>
      <div className="sb-column">
        <section aria-labelledby="picked-title" className="sb-panel">
          <h2 id="picked-title">Confirmed</h2>
          <pre aria-label="Confirm payload" className="sb-pre">
            {picked || 'Nothing confirmed yet.'}
          </pre>
        </section>
        {compiled.ok && open ? (
          <PickerBoundary
            key={generation}
            onError={(line) => setErrors((list) => [line, ...list].slice(0, 10))}
            onClose={() => setOpen(false)}
          >
            <MemberPicker
              key={generation}
              open
              onConfirm={(payload) => {
                setPicked(JSON.stringify(payload, null, 2));
                setOpen(false);
              }}
              onCancel={() => setOpen(false)}
              services={services}
              sources={[compiled.config, { type: 'latest' }]}
              language="en"
              _from="sandbox"
              _function="self-define-playground"
              plugins={plugins}
              onReady={onReady}
            />
          </PickerBoundary>
        ) : null}
      </div>
    </div>
  );
}
