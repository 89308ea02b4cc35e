/**
 * Finders against the fake suite for integration tests: `started(options)` makes one on the
 * suite's URLs (storage off unless given) and starts it; every finder made is disposed after
 * each test.
 */
import { afterEach } from 'vitest';
import { createRequestClient } from '../../../../kernel/request';
import { createFinder, type FinderInstance } from '../../../../presets/finder';
import type { FinderOptions } from '../../../../presets/finder/types';
import type { TestFakeSuite } from '../../../support/fakeSuite';

export function useFinders(suite: TestFakeSuite) {
  const made = new Set<FinderInstance>();
  afterEach(() => {
    for (const finder of made) finder.dispose();
    made.clear();
  });
  return {
    async started(options: FinderOptions = {}): Promise<FinderInstance> {
      const finder = createFinder({
        client: createRequestClient({ services: suite.urls }),
        storage: null,
        ...options,
      });
      made.add(finder);
      await finder.start();
      return finder;
    },
    /** Disposes a finder now (the next opening starts afresh). */
    dispose(finder: FinderInstance): void {
      finder.dispose();
      made.delete(finder);
    },
  };
}
