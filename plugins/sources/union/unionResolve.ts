/**
 * Resolving a pasted list in the union selector: each entry goes to the contact search and, for a
 * new company user, the company member search of the joined companies (the people of the all and
 * contact tabs), exact matches only. The two tabs share one resolver per kernel, so an entry is
 * looked up once.
 */
import type { PickerKernel, SourceConfig } from '../../../kernel';
import { scopeOf } from '../shared/fetch';
import type { Provenance } from '../shared/items';
import { RESOLVE_CANDIDATES, resolvePeople, type Resolve } from '../shared/resolvePeople';
import { searchCompanyMembers, searchContacts } from './unionCalls';

const resolvers = new WeakMap<PickerKernel, Resolve>();

export function unionResolve(kernel: PickerKernel, config: SourceConfig): Resolve {
  const known = resolvers.get(kernel);
  if (known) return known;
  const from: Provenance = { sourceKey: 'contact', origin: 'contact' };
  const resolve = resolvePeople(async (entry, ctx) => {
    const scope = scopeOf(ctx, config);
    const [contacts, members] = await Promise.all([
      searchContacts(scope, from, entry.value, 0, RESOLVE_CANDIDATES),
      searchCompanyMembers(scope, kernel, from, entry.value, 0, RESOLVE_CANDIDATES),
    ]);
    return [...contacts.items, ...members.items];
  });
  resolvers.set(kernel, resolve);
  return resolve;
}
