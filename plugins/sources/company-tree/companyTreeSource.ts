/**
 * The company tree sources (member-picker.md sections 4, 5 and 7):
 * - company: the company node, drilled down lazily (sub-departments, then staff pages);
 * - department: one department's contents (or, with isList, its users in 1-based pages);
 * - staff: everyone under a department (default the root) as a flat list by next_comp_uid.
 * Back-office mode (kernel option isCms) uses the adm calls, staff pages of 20 and the level-1
 * deptIds rule. Every source searches staff and departments (companySearch.ts) and, outside
 * back-office mode, resolves pasted lists against the staff (companyResolve.ts).
 *
 * What the kernel reads at once (tree or list, search, the places a search can be limited to, a
 * resolver) is here; the calls are a chunk (companyTreeBody.ts, shared/sourceChunk.ts).
 */
import type { PickerKernel } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { hostModes } from '../shared/env';
import type { Provenance } from '../shared/items';
import type { Resolve } from '../shared/resolvePeople';
import { callsFrom, sourceChunk } from '../shared/sourceChunk';
import { sourceKeyOf, sourcePlugin, type SourceBody } from '../shared/sourcePlugin';
import type { CompanyFrom } from './companyTreeBody';
import type { CompanyTreeOptions } from './companyTreeSource.types';

export { cmsDeptIdsPlan } from './cmsDeptIdsPlan';

const calls = sourceChunk(() => import('./companyTreeBody'));

const resolvers = new WeakMap<PickerKernel, Map<string, Resolve>>();

/**
 * The company sources of one kernel with the same company settings share one resolver, so a
 * picker showing the company tree and a staff list looks each entry up once.
 */
function sharedResolve(
  kernel: PickerKernel,
  config: MemberSourceConfig,
  from: Provenance,
): Resolve {
  const key = `${String(config.companyId ?? '')}|${config.searchBySingleCompany === true}`;
  let byKernel = resolvers.get(kernel);
  if (!byKernel) {
    byKernel = new Map();
    resolvers.set(kernel, byKernel);
  }
  let resolve = byKernel.get(key);
  if (!resolve) {
    let made: Resolve | undefined;
    resolve = (entries, ctx) =>
      calls.run((module) => (made ??= module.companyResolver(kernel, config, from))(entries, ctx));
    byKernel.set(key, resolve);
  }
  return resolve;
}

function createCompanyTree(
  config: MemberSourceConfig,
  kernel: PickerKernel,
  options: CompanyTreeOptions,
): SourceBody {
  const from: CompanyFrom = {
    sourceKey: sourceKeyOf(config),
    origin: String(config.type) as CompanyFrom['origin'],
  };
  const { sourceKey, origin: type } = from;
  const run = callsFrom(calls, (module) => module.companyTreeCalls(config, kernel, options, from));
  return {
    tree: type !== 'staff' && config.isList !== true,
    searchable: true,
    load: (ctx) => run((tree) => tree.load(ctx)),
    loadAll: (ctx) => run((tree) => tree.loadAll(ctx)),
    // A department opened in the tree is a place the staff search can be limited to.
    searchWithin: (node) => node.type === 'department' && node.sourceKey === sourceKey,
    search: (ctx) => run((tree) => tree.search(ctx)),
    // Back-office mode searches through its own calls and resolves nothing.
    ...(hostModes(kernel).isCms ? {} : { resolve: sharedResolve(kernel, config, from) }),
  };
}

/** The company tree sources (types `company`, `department`, `staff`). */
export function companyTreeSource(options: CompanyTreeOptions = {}) {
  return sourcePlugin({
    name: 'source:company-tree',
    types: ['company', 'department', 'staff'],
    chunk: calls,
    create: (config, kernel) => createCompanyTree(config, kernel, options),
  });
}
