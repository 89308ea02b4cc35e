/**
 * What a screen reader should hear: the kernel decides what happened and sends one
 * `Announcement` through the `onAnnounce` hook per event; a view plugin words it in the picker's
 * language and puts it in a polite live region (plugins/views/announcer).
 */
export type Announcement =
  /** One item picked; `count` is the selected count after the pick. */
  | { kind: 'picked'; name: string; count: number }
  /** Several items picked at once (select all). */
  | { kind: 'pickedMany'; added: number; count: number }
  /** One item removed (unticked in a list or removed from the selected panel). */
  | { kind: 'removed'; name: string; count: number }
  /** Several items removed at once (a department's staff). */
  | { kind: 'removedMany'; removed: number; count: number }
  /** Clear-all emptied the selection (items the user cannot remove stay; `count` says so). */
  | { kind: 'cleared'; count: number }
  /** A pick would go over the maximum and was refused. */
  | { kind: 'exceeded'; maxCount: number }
  /** A search finished: `count` rows on its first page (0: nothing found). */
  | { kind: 'results'; query: string; count: number }
  /** A next page added rows to a list or to the search results. */
  | { kind: 'moreRows'; added: number }
  /** A list, a search or init failed; the view shows a retry. */
  | { kind: 'failed'; phase: 'init' | 'load' | 'search' }
  /** The user asked to try again. */
  | { kind: 'retrying' }
  /**
   * A pasted list was resolved: how many entries were added, were already picked, match several
   * people, were not found, are malformed, failed to resolve, or stayed unpicked (disabled,
   * excluded, over the maximum).
   */
  | {
      kind: 'pasted';
      added: number;
      alreadyPicked: number;
      ambiguous: number;
      notFound: number;
      malformed: number;
      failed: number;
      refused: number;
    }
  /** What was retried loaded; `count` rows are shown (absent: init, whose list is still coming). */
  | { kind: 'recovered'; count?: number };

export type AnnouncementKind = Announcement['kind'];
