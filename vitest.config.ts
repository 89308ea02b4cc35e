import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    globals: true,
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
    // Vitest's default is one worker per core but one: a single worker on a two-core machine (the
    // CI's), where the main process mostly waits once the files are transformed. Two workers there
    // run the suite in about 6.5 minutes instead of 11.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
