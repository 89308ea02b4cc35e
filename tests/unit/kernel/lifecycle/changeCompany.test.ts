import { describe, expect, it } from 'vitest';
import { createKernel, selectionKey } from '../../../../kernel';
import type { LoadContext, PickerItem, Plugin, SourceDefinition } from '../../../../kernel';
import { deferred, flush } from '../sources/fakes';

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
