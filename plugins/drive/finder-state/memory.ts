/**
 * What the finder remembers between openings, under its plug key (finder.md section 2): the last
 * side entry chosen and the last location shown (a tab or team files), per user. Storage is the
 * kernel's (options.storage, else localStorage); garbage in it is ignored.
 */
import type { PickerKernel } from '../../../kernel';
import { persistKey, readPersisted, writePersisted } from '../../../kernel/navigation/persist';
import type { SavedPath } from '../rules/landing';
import type { RouteLike } from './routeLists';

const SAVED_ROUTES = [
  'Latest',
  'Star',
  'Share',
  'Favorite',
  'MyTeams',
  'EnterpriseTeams',
  'TeamFiles',
  'EnterpriseTeamFiles',
];

function isSavedPath(value: unknown): value is SavedPath {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SavedPath).name === 'string' &&
    (typeof (value as SavedPath).params === 'object' || (value as SavedPath).params === undefined)
  );
}

export function readSavedPath(kernel: PickerKernel, plugKey: string): SavedPath | null {
  return (
    readPersisted(kernel, persistKey(kernel, 'finder', `${plugKey}:path`), isSavedPath) ?? null
  );
}

export function savePath(kernel: PickerKernel, plugKey: string, route: RouteLike): void {
  if (!SAVED_ROUTES.includes(route.name)) return;
  const { t: _refresh, ...query } = route.query ?? {};
  writePersisted(kernel, persistKey(kernel, 'finder', `${plugKey}:path`), {
    name: route.name,
    params: { ...route.params },
    query,
  });
}

export function readLastTab(kernel: PickerKernel, plugKey: string): string | null {
  return (
    readPersisted(
      kernel,
      persistKey(kernel, 'finder', `${plugKey}:tab`),
      (value): value is string => typeof value === 'string',
    ) ?? null
  );
}

export function saveLastTab(kernel: PickerKernel, plugKey: string, tab: string): void {
  writePersisted(kernel, persistKey(kernel, 'finder', `${plugKey}:tab`), tab);
}
