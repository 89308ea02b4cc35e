/**
 * Search blocks' next pages fetched ahead: when the scroll comes within a screen of the end of a
 * block that is not done, its next page is asked for before the load-more distance is reached,
 * and kept unshown (kernel/sources/nextPages.ts, one page ahead per block). The load-more that
 * follows takes it instead of asking again when it is still that block's next page: the same
 * cursor, the same search (the store's token) and the same query. A failed fetch ahead keeps
 * nothing and shows nothing: once the user reaches the end, the load-more asks for real and shows
 * its own error with retry. A new query, a cancel or a reset drops (and aborts) them all.
 */
import type { PipelineEnv } from '../sources/pipelineEnv';
import { NextPages } from '../sources/nextPages';
import { searchPage, type SearchPage } from './searchPage';
import type { SearchBlock } from './searchRows';

export class SearchPagesAhead {
  private readonly pages = new NextPages<SearchPage>();

  constructor(private readonly pipeline: PipelineEnv) {}

  /** Asks for a block's next page ahead, unless the block is done or that page is asked for. */
  fetch(block: SearchBlock, query: string, token: number): void {
    const key = block.source.key;
    if (block.done || this.pages.has(key, block.cursor, token)) return;
    const entry = { cursor: block.cursor, token, scope: query, controller: new AbortController() };
    this.pages.start(key, key, entry, (signal) =>
      searchPage(this.pipeline, block, query, block.cursor, signal),
    );
  }

  /**
   * A block's next page: the one fetched ahead when it is still that page (aborted with `signal`
   * from then on), else asked now.
   */
  async next(
    block: SearchBlock,
    query: string,
    token: number,
    signal: AbortSignal,
  ): Promise<SearchPage> {
    const ahead = await this.pages.take(block.source.key, block.cursor, token, query, signal);
    return ahead ?? searchPage(this.pipeline, block, query, block.cursor, signal);
  }

  /** Forgets (and aborts) every page fetched ahead. */
  dropAll(): void {
    this.pages.dropSource();
  }
}
