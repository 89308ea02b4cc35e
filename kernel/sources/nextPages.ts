/**
 * Next pages fetched ahead: when the scroll nears the end of a list, its next page is asked for
 * before the load-more distance is reached, and kept here unshown. The load-more that follows
 * takes it instead of asking again, when it is still that list's next page: the same cursor, no
 * load of the list in between (its token) and the same user and company. One page ahead per list;
 * a failed or aborted fetch keeps nothing (the load-more asks for real and shows its error).
 */
interface Ahead<Page> {
  cursor: unknown;
  token: number;
  scope: string;
  controller: AbortController;
  page: Promise<Page | null>;
}

/** The pages ahead, of whatever a list's page is (a browse page, a search block's page). */
export class NextPages<Page> {
  private readonly ahead = new Map<string, Ahead<Page> & { sourceKey: string }>();

  /** Whether the list's next page for this cursor and token is already asked for. */
  has(listKey: string, cursor: unknown, token: number): boolean {
    const known = this.ahead.get(listKey);
    return known !== undefined && known.cursor === cursor && known.token === token;
  }

  /** Keeps the fetch of a list's next page (replacing, and aborting, an older one). */
  start(
    listKey: string,
    sourceKey: string,
    entry: Omit<Ahead<Page>, 'page'>,
    fetch: (signal: AbortSignal) => Promise<Page>,
  ): void {
    this.drop(listKey);
    const page = fetch(entry.controller.signal).catch(() => null);
    this.ahead.set(listKey, { ...entry, sourceKey, page });
  }

  /**
   * The page fetched ahead for this list, cursor, token and scope, taken out (once); undefined
   * when there is none or it belongs to an older state of the list. `until`, when given, aborts
   * its fetch from then on (the load that took it was stopped).
   */
  take(
    listKey: string,
    cursor: unknown,
    token: number,
    scope: string,
    until?: AbortSignal,
  ): Promise<Page | null> | undefined {
    const known = this.ahead.get(listKey);
    if (!known) return undefined;
    this.ahead.delete(listKey);
    if (known.cursor !== cursor || known.token !== token || known.scope !== scope) {
      known.controller.abort();
      return undefined;
    }
    until?.addEventListener('abort', () => known.controller.abort(), { once: true });
    return known.page;
  }

  /** Forgets (and aborts) the pages ahead of one list. */
  drop(listKey: string): void {
    this.ahead.get(listKey)?.controller.abort();
    this.ahead.delete(listKey);
  }

  /** Forgets (and aborts) the pages ahead of a source's lists, or of every list. */
  dropSource(sourceKey?: string): void {
    for (const [key, known] of [...this.ahead]) {
      if (sourceKey === undefined || known.sourceKey === sourceKey) this.drop(key);
    }
  }
}
