import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['tests/bench/**/*.bench.ts'],
    environment: 'node',
    benchmark: { include: ['tests/bench/**/*.bench.ts'] },
  },
});
