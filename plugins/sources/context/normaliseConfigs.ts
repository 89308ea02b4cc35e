/**
 * Normalisation of the caller's source configs (modifySourceConfigs):
 * - `comp_id` is accepted as an alias of `companyId`;
 * - numeric strings are parsed (companyId, deptId, each deptIds entry, level, minCount);
 * - `title` falls back to `_alias`;
 * - account isolation: companyId is forced to the isolation company, the company source searches a
 *   single company, and the types of `droppedTypes` are removed.
 */
import type { CurrentUser, SourceType } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { parseNumeric, present } from '../shared/values';

/** Source types that work inside one company, so isolation forces their companyId. */
export const COMPANY_SCOPED: ReadonlySet<SourceType> = new Set([
  'company',
  'department',
  'staff',
  'teamCompany',
  'custom',
  'customMember',
]);

export function normaliseConfig(config: MemberSourceConfig): MemberSourceConfig {
  const next: MemberSourceConfig = { ...config };
  if (!present(next.companyId) && present(next.comp_id)) next.companyId = next.comp_id;
  for (const field of ['companyId', 'deptId', 'level', 'minCount'] as const) {
    if (present(next[field])) next[field] = parseNumeric(next[field]) as never;
  }
  if (Array.isArray(next.deptIds)) next.deptIds = next.deptIds.map((id) => parseNumeric(id));
  if (!present(next.title) && typeof next._alias === 'string' && next._alias !== '') {
    next.title = next._alias;
  }
  return next;
}

export function applyIsolation(
  configs: MemberSourceConfig[],
  user: CurrentUser | null,
  droppedTypes: readonly SourceType[],
): MemberSourceConfig[] {
  if (!user?.isAccountIsolation || !user.companyId) return configs;
  const companyId = parseNumeric(user.companyId);
  const dropped = new Set<string>(droppedTypes.map(String));
  return configs
    .filter((config) => !dropped.has(String(config.type)))
    .map((config) => {
      if (!COMPANY_SCOPED.has(config.type)) return config;
      const next: MemberSourceConfig = { ...config, companyId };
      if (config.type === 'company') next.searchBySingleCompany = true;
      return next;
    });
}

export function normaliseConfigs(
  configs: MemberSourceConfig[],
  user: CurrentUser | null,
  droppedTypes: readonly SourceType[],
): MemberSourceConfig[] {
  const normalised = configs.map((config) =>
    config && typeof config === 'object' ? normaliseConfig(config) : config,
  );
  return applyIsolation(normalised, user, droppedTypes);
}
