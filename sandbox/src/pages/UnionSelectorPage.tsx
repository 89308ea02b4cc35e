/** The union selector against the fake suite: configure, open, insert, read the payload. */
import { useCallback, useMemo, useState } from 'react';
import type { PickerKernel, Plugin } from '../../../kernel';
import type { HookTrace } from '../../../plugins/analytics/hook-timing';
import { hookTiming } from '../../../plugins/analytics/hook-timing';
import {
  UnionSelector,
  validateUnionSelectorOptions,
  type UnionInsertPayload,
} from '../../../presets/union-selector';
import { ResultPanels } from '../panels/ResultPanels';
import { HookInspector } from '../panels/HookInspector';
import { PickerBoundary } from '../panels/PickerBoundary';
import { SuiteControls, type FaultPath } from '../panels/SuiteControls';
import { UnionConfigEditor } from '../panels/UnionConfigEditor';
import { ThemeControls, useThemeChoice } from '../panels/ThemeControls';
import { currentUser, suiteServices, type SuiteUser } from '../suite';
import {
  DEFAULT_UNION_CONFIG,
  hasDefaultUserFields,
  toUnionOptions,
  unionFieldsFor,
  type UnionSandboxConfig,
} from './unionConfig';

const UNION_FAULT_PATHS: FaultPath[] = [
  { label: 'Recent contacts', path: '/account/api/contact/relation/last_list' },
  { label: 'Groups', path: '/account/api/contact/user/groups' },
  { label: 'Team members', path: '/account/api/contact/group/users' },
  { label: 'Contact search', path: '/account/api/contact/relation/search' },
  { label: 'Recent files (roaming)', path: '/drive/api/v5/roaming' },
  { label: 'File search', path: '/drive/api/v5/search/files' },
  { label: 'Department levels', path: '/directory/api/8800001/department/curlevel' },
  { label: 'Department search', path: '/directory/api/v1/search/depts' },
  { label: 'My cloud and my upload groups', path: '/drive/api/v5/groups' },
  { label: 'Current user', path: '/account/p/auth/check' },
];

function checked(config: UnionSandboxConfig): {
  options?: ReturnType<typeof toUnionOptions>;
  error: string | null;
} {
  const parsed = toUnionOptions(config);
  if (!parsed.ok) return { error: parsed.message };
  try {
    validateUnionSelectorOptions(parsed.options);
    return { options: parsed, error: null };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export function UnionSelectorPage({ trace }: { trace: HookTrace }) {
  const [config, setConfig] = useState<UnionSandboxConfig>(() => ({
    ...DEFAULT_UNION_CONFIG,
    ...unionFieldsFor(currentUser()),
  }));
  // Unedited file, company, team and tabs follow the signed-in user to data the suite has.
  const onUserChanged = (user: SuiteUser) =>
    setConfig((current) =>
      hasDefaultUserFields(current) ? { ...current, ...unionFieldsFor(user) } : current,
    );
  const [open, setOpen] = useState(false);
  const [theme, setTheme] = useThemeChoice();
  const [generation, setGeneration] = useState(0);
  const [payload, setPayload] = useState<UnionInsertPayload | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [events, setEvents] = useState<string[]>([]);
  const { options, error } = checked(config);
  const services = useMemo(() => suiteServices(), []);
  const log = (line: string) => setEvents((list) => [line, ...list].slice(0, 20));
  const withTiming = useMemo(
    () => (defaults: Plugin[]) => [...defaults, hookTiming({ trace })],
    [trace],
  );
  const onReady = useCallback((kernel: PickerKernel) => {
    kernel.hooks.onError.tap('sandbox', (failure, context) => {
      setErrors((list) => [`${context.phase}: ${failure.message}`, ...list].slice(0, 10));
    });
  }, []);

  return (
    <div className="sb-page">
      <div className="sb-column">
        <UnionConfigEditor config={config} onChange={setConfig} error={error} />
        <ThemeControls value={theme} onChange={setTheme} />
        <SuiteControls
          onChanged={() => setGeneration((g) => g + 1)}
          faultPaths={UNION_FAULT_PATHS}
          onUserChanged={onUserChanged}
        />
      </div>
      <div className="sb-column">
        <section aria-labelledby="union-try-title" className="sb-panel">
          <h2 id="union-try-title">Union selector</h2>
          <button
            type="button"
            className="sb-primary"
            disabled={!options}
            onClick={() => {
              setPayload(null);
              setErrors([]);
              setGeneration((g) => g + 1);
              setOpen(true);
            }}
          >
            Open union selector
          </button>
          {open && options?.ok ? (
            <div className="sb-union-host">
              <PickerBoundary
                key={generation}
                onError={(line) => setErrors((list) => [line, ...list].slice(0, 10))}
                onClose={() => setOpen(false)}
              >
                <UnionSelector
                  key={generation}
                  {...options.options}
                  theme={theme}
                  services={services}
                  appKey="pickerkit-sandbox"
                  plugins={withTiming}
                  onReady={onReady}
                  onInsert={(result) => setPayload(result)}
                  onClose={() => setOpen(false)}
                  onSelectFromDocs={() => log('onSelectFromDocs')}
                  onSelectFromAddressBook={() => log('onSelectFromAddressBook')}
                />
              </PickerBoundary>
            </div>
          ) : null}
          <ResultPanels
            payloadLabel="Inserted payload"
            payload={payload}
            emptyText="Nothing inserted yet."
            errorsLabel="Selector errors"
            errors={errors}
            events={events}
          />
        </section>
        <HookInspector trace={trace} />
      </div>
    </div>
  );
}
