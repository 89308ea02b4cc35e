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
  }
}
