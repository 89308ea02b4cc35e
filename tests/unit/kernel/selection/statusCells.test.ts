import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { kernelWithOrg } from './fixtures';

describe('row statuses observed one key at a time', () => {
  it('a tick re-runs the observers whose status changed, not every row in view', () => {
    const { selection, org } = kernelWithOrg();
    const rows = [org.a, org.a1, org.b, org.b1, org.b11, org.b12, org.b21];
    const runs = new Map(rows.map((item) => [item.key, 0]));
    const seen = new Map<string, number>();
    const stops = rows.map((item) =>
      autorun(() => {
        seen.set(item.key, selection.statusOf(item));
        runs.set(item.key, (runs.get(item.key) ?? 0) + 1);
      }),
    );
    const reruns = () => rows.filter((item) => runs.get(item.key) !== 1).map((item) => item.key);
    const reset = () => rows.forEach((item) => runs.set(item.key, 1));

    selection.toggle(org.a1);
    // a1 ticked; its department A goes half; nothing under B changes.
    expect(reruns()).toEqual([org.a.key, org.a1.key]);
    expect(seen.get(org.a1.key)).toBe(2);
    expect(seen.get(org.a.key)).toBe(1);

    reset();
    selection.toggle(org.b1);
    // B1 and everyone under it full, B half.
    expect(reruns()).toEqual([org.b.key, org.b1.key, org.b11.key, org.b12.key]);
    expect(seen.get(org.b11.key)).toBe(2);

    reset();
    selection.toggle(org.b12);
    // Unticking b12 inside B1 leaves b11 selected on its own: only b12 and B1 change.
    expect(reruns()).toEqual([org.b1.key, org.b12.key]);
    expect(seen.get(org.b12.key)).toBe(0);
    expect(seen.get(org.b11.key)).toBe(2);
    expect(seen.get(org.b1.key)).toBe(1);

    stops.forEach((stop) => stop());
  });

  it('reads outside an observer give the status now and keep nothing', () => {
    const { selection, org } = kernelWithOrg();
    expect(selection.statusOf(org.b11)).toBe(0);
    selection.toggle(org.b);
    expect(selection.statusOf(org.b11)).toBe(2);
    expect(selection.statusOf(org.b11.key)).toBe(2);
  });
});
