import { describe, expect, it } from 'vitest';
import { createKernel, selectionKey } from '../../../../kernel';
import type { LoadContext, PickerItem, Plugin, SourceDefinition } from '../../../../kernel';
import { afterRefresh, deferred, flush } from '../sources/fakes';

function person(company: string, n: number): PickerItem {
  const id = `${company}-${n}`;
  return {
    key: selectionKey('user', id),
    id,
    type: 'user',
    origin: 'staff',
    sourceKey: 'staff',
    name: `Staff ${id}`,
    raw: {},
  };
}

/** A source whose answer depends on the current company; the first load of company A can be held. */
function companySource(hold: { first?: ReturnType<typeof deferred<void>> }): Plugin {
  return {
    name: 'staff-source',
    sourceTypes: ['staff'],
    apply(kernel) {
      kernel.itemTypes.register({ type: 'user', idKey: 'userid' });
      return kernel.sources.provide('staff', (config): SourceDefinition => ({
        key: 'staff',
        type: 'staff',
        title: 'Staff',
        tree: false,
        searchable: false,
        config,
        async load(ctx: LoadContext) {
          const company = ctx.kernel.context.currentCompanyId ?? 'none';
          if (company === 'A' && hold.first) {
            const gate = hold.first;
            hold.first = undefined;
            await gate.promise;
          }
          return { items: [person(company, 1), person(company, 2)], done: true };
        },
      }));
    },
  };
}

describe('kernel.changeCompany()', () => {
  it('drops the old company lists and loads the active tab for the new one, keeping selections', async () => {
    const kernel = createKernel({
      storage: null,
      sources: [{ type: 'staff' }],
      plugins: [companySource({})],
    });
    kernel.context.setCurrentCompany('A');
    await kernel.init();
    await flush();
    expect(kernel.sources.state('staff').items.map((i) => i.id)).toEqual(['A-1', 'A-2']);
    kernel.selection.toggle(kernel.sources.state('staff').items[0]!);

    kernel.changeCompany('B');
    await flush();
    expect(kernel.sources.state('staff').items.map((i) => i.id)).toEqual(['B-1', 'B-2']);
    expect(kernel.selection.isSelected(selectionKey('user', 'A-1'))).toBe(true);
  });

  it('a response of the old company arriving late is never shown', async () => {
    const hold = { first: deferred<void>() };
    const gate = hold.first;
    const kernel = createKernel({
      storage: null,
      sources: [{ type: 'staff' }],
      plugins: [companySource(hold)],
    });
    kernel.context.setCurrentCompany('A');
    await kernel.init();
    kernel.changeCompany('B');
    await flush();
    gate.resolve();
    await flush();
    expect(kernel.sources.state('staff').items.map((i) => i.id)).toEqual(['B-1', 'B-2']);
  });

  it('does nothing when the company is already shown', async () => {
    const kernel = createKernel({
      storage: null,
      sources: [{ type: 'staff' }],
      plugins: [companySource({})],
    });
    kernel.context.setCurrentCompany('A');
    await kernel.init();
    await flush();
    const before = kernel.sources.state('staff');
    kernel.changeCompany('A');
    expect(kernel.sources.state('staff')).toBe(before);
    expect(before.items).toHaveLength(2);
  });
});

/** Two plain sources whose every load waits until the test answers it, in any order. */
function heldSources(pending: Array<{ company: string; key: string; answer: () => void }>): Plugin {
  return {
    name: 'held-sources',
    sourceTypes: ['staff'],
    apply(kernel) {
      return kernel.sources.provide('staff', (config): SourceDefinition => {
        const key = String(config.key);
        return {
          key,
          type: 'staff',
          title: key,
          tree: false,
          searchable: false,
          config,
          load(ctx: LoadContext) {
            const company = ctx.kernel.context.currentCompanyId ?? 'none';
            const gate = deferred<void>();
            pending.push({ company, key, answer: () => gate.resolve() });
            return gate.promise.then(() => ({
              items: [person(`${company}-${key}`, 1)],
              done: true,
            }));
          },
        };
      });
    },
  };
}

describe('a company switch with a background refresh of the old company in flight', () => {
  it('never stores or shows the old company people (the order of the report)', async () => {
    const pending: Array<{ company: string; key: string; answer: () => void }> = [];
    const answer = async (key: string, company: string) => {
      await flush();
      const index = pending.findIndex((call) => call.key === key && call.company === company);
      expect(index).toBeGreaterThanOrEqual(0);
      pending.splice(index, 1)[0]!.answer();
      await flush();
    };
    const kernel = createKernel({
      storage: null,
      sources: [
        { type: 'staff', key: 'A' },
        { type: 'staff', key: 'B' },
      ],
      plugins: [heldSources(pending)],
    });
    kernel.context.setCurrentCompany('c1');
    await kernel.init();
    await answer('A', 'c1');
    void kernel.tabs.setActive('B');
    await answer('B', 'c1');
    // Back to A: a cache hit, so a background refresh goes out for c1 (after the paint).
    void kernel.tabs.setActive('A');
    await afterRefresh();
    expect(pending.map((call) => `${call.key}:${call.company}`)).toEqual(['A:c1']);

    kernel.changeCompany('c2');
    await answer('A', 'c2');
    // The old refresh answers after the switch (in a real network it may not be aborted in time).
    const old = pending.find((call) => call.company === 'c1');
    old?.answer();
    await flush();
    expect(kernel.sources.state('A').items.map((i) => i.id)).toEqual(['c2-A-1']);

    void kernel.tabs.setActive('B');
    await flush();
    const loadB = pending.find((call) => call.key === 'B');
    loadB?.answer();
    await flush();
    void kernel.tabs.setActive('A');
    await afterRefresh();
    for (const call of pending.splice(0)) call.answer();
    await flush();
    const shown = kernel.sources.state('A').items.map((i) => i.id);
    expect(shown).toEqual(['c2-A-1']);
    expect(shown.some((id) => id.startsWith('c1'))).toBe(false);
  });
});
