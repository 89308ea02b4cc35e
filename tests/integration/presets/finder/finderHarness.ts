/**
 * A finder against the fake suite for a test file: `const { suite, started } =
 * useFinderHarness({ language: 'en' })` at the top level; `await started(options)` makes and
 * starts a finder (disposing the one before); the last one is disposed after each test.
 */
import { afterEach } from 'vitest';
import { createRequestClient } from '../../../../kernel/request';
import { createFinder, type FinderInstance } from '../../../../presets/finder';
import type { FinderOptions } from '../../../../presets/finder/types';
import { useFakeSuite, type TestFakeSuite } from '../../../support/fakeSuite';

export function useFinderHarness(defaults: FinderOptions = {}): {
  suite: TestFakeSuite;
  started(options?: FinderOptions): Promise<FinderInstance>;
} {
  const suite = useFakeSuite({ size: 'tiny', seed: 1 });
  let finder: FinderInstance | null = null;
  afterEach(() => {
    finder?.dispose();
    finder = null;
  });
  return {
    suite,
    async started(options = {}) {
      finder?.dispose();
      finder = createFinder({
        client: createRequestClient({ services: suite.urls }),
        storage: null,
        ...defaults,
        ...options,
      });
      await finder.start();
      return finder;
    },
  };
}
