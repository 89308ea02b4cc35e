/**
 * The live trace of hook calls with their durations, from the hook-timing plugin. Hooks also run
 * while the picker renders (a computed value that calls one), so the panel takes the trace on
 * the next task: re-rendering it in the middle of another component's render is what React warns
 * about ("Cannot update a component while rendering a different component").
 */
import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import type { HookTotals, HookTrace, HookTraceEntry } from '../../../plugins/analytics/hook-timing';

const SHOWN = 60;

interface TraceView {
  latest: HookTraceEntry[];
  totals: Array<[string, HookTotals]>;
}

function viewOf(trace: HookTrace): TraceView {
  return {
    latest: trace.entries.slice(-SHOWN).reverse(),
    totals: [...trace.totals.entries()].sort((a, b) => b[1].totalMs - a[1].totalMs),
  };
}

/** The trace as shown, following it one task behind. */
function useTraceView(trace: HookTrace): TraceView {
  const [view, setView] = useState(() => viewOf(trace));
  useEffect(
    () =>
      reaction(() => viewOf(trace), setView, {
        fireImmediately: true,
        scheduler: (run) => setTimeout(run, 0),
      }),
    [trace],
  );
  return view;
}

export function HookInspector({ trace }: { trace: HookTrace }) {
  const { latest, totals } = useTraceView(trace);
  return (
    <section aria-labelledby="hook-inspector-title" className="sb-panel">
      <h2 id="hook-inspector-title">Hook inspector</h2>
      <button type="button" onClick={() => trace.clear()}>
        Clear trace
      </button>
      <table aria-label="Hook totals">
        <thead>
          <tr>
            <th>hook</th>
            <th>calls</th>
            <th>taps run</th>
            <th>total ms</th>
            <th>max ms</th>
          </tr>
        </thead>
        <tbody>
          {totals.map(([hook, t]) => (
            <tr key={hook}>
              <td>{hook}</td>
              <td>{t.calls}</td>
              <td>{t.taps}</td>
              <td>{t.totalMs.toFixed(2)}</td>
              <td>{t.maxMs.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol aria-label="Latest hook taps" className="sb-trace">
        {latest.map((entry) => (
          <li key={entry.seq} className={entry.failed ? 'sb-failed' : undefined}>
            <code>{entry.hook}</code> ← <code>{entry.tap}</code> {entry.durationMs.toFixed(2)} ms
            {entry.failed ? ' (failed)' : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
