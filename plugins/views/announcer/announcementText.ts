/** Words an announcement of the kernel in the picker's language. */
import type { Announcement } from '../../../kernel';
import { ANNOUNCE_NAMESPACE, type AnnounceTextKey } from './texts';

export type AnnounceTranslate = (key: string, values: Record<string, unknown>) => string;

function text(
  t: AnnounceTranslate,
  key: AnnounceTextKey,
  values: Record<string, unknown> = {},
): string {
  return t(`${ANNOUNCE_NAMESPACE}:${key}`, values);
}

/** The parts of a paste report's summary, in the order the report lists them. */
const PASTE_PARTS = [
  ['added', 'pasteAdded'],
  ['alreadyPicked', 'pasteAlreadyPicked'],
  ['ambiguous', 'pasteAmbiguous'],
  ['notFound', 'pasteNotFound'],
  ['malformed', 'pasteMalformed'],
  ['failed', 'pasteFailed'],
  ['refused', 'pasteRefused'],
] as const satisfies ReadonlyArray<readonly [string, AnnounceTextKey]>;

/** "12 added, 2 already picked, 1 matches several people (choose), 3 not found, …". */
export function pasteSummaryText(
  counts: Record<(typeof PASTE_PARTS)[number][0], number>,
  t: AnnounceTranslate,
): string {
  const parts = PASTE_PARTS.filter(([kind]) => counts[kind] > 0).map(([kind, key]) =>
    text(t, key, { count: counts[kind] }),
  );
  if (parts.length === 0) return text(t, 'pasteNothing');
  return text(t, 'pasteSummary', { parts: parts.join(text(t, 'pasteSeparator')) });
}

export function announcementText(announcement: Announcement, t: AnnounceTranslate): string {
  switch (announcement.kind) {
    case 'picked':
      return text(t, 'picked', { name: announcement.name, total: announcement.count });
    case 'pickedMany':
      return text(t, 'pickedMany', { added: announcement.added, total: announcement.count });
    case 'removed':
      return text(t, 'removed', { name: announcement.name, total: announcement.count });
    case 'removedMany':
      return text(t, 'removedMany', { removed: announcement.removed, total: announcement.count });
    case 'cleared':
      return announcement.count > 0
        ? text(t, 'clearedKept', { total: announcement.count })
        : text(t, 'cleared');
    case 'exceeded':
      return text(t, 'exceeded', { maxCount: announcement.maxCount });
    case 'results':
      return announcement.count > 0
        ? text(t, 'results', { count: announcement.count, query: announcement.query })
        : text(t, 'noResults', { query: announcement.query });
    case 'moreRows':
      return text(t, 'moreRows', { count: announcement.added });
    case 'failed':
      return text(t, announcement.phase === 'search' ? 'failedSearch' : 'failedLoad');
    case 'retrying':
      return text(t, 'retrying');
    case 'recovered':
      return announcement.count === undefined
        ? text(t, 'recovered')
        : text(t, 'recoveredRows', { count: announcement.count });
    case 'pasted':
      return pasteSummaryText(announcement, t);
  }
}
