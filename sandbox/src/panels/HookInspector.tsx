/** The live trace of hook calls with their durations, from the hook-timing plugin. */
import { observer } from 'mobx-react-lite';
import type { HookTrace } from '../../../plugins/analytics/hook-timing';

const SHOWN = 60;

export const HookInspector = observer(function HookInspector({ trace }: { trace: HookTrace }) {
  const latest = trace.entries.slice(-SHOWN).reverse();
  const totals = [...trace.totals.entries()].sort((a, b) => b[1].totalMs - a[1].totalMs);
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
});
