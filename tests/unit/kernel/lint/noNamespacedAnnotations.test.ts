/**
 * The lint rule that keeps MobX 6-only annotations out of the sources: `observable.ref` and its
 * kin are reported in the kernel, plugins and presets; the named forms are accepted.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function annotationProblems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.message.includes('MobX 7 has no namespaced annotations'))
    .map((message) => message.ruleId ?? 'parse');
}

describe('no namespaced MobX annotations', () => {
  it.each([
    [
      "import { observable } from 'mobx';\nexport const a = { x: observable.ref };\n",
      'kernel/probe.ts',
    ],
    [
      "import { computed } from 'mobx';\nexport const a = computed.struct;\n",
      'kernel/sub/probe.ts',
    ],
    [
      "import { action } from 'mobx';\nexport const a = action.bound;\n",
      'plugins/views/probe/probe.tsx',
    ],
    [
      "import { observable } from 'mobx';\nexport const a = observable.shallow;\n",
      'presets/probe/probe.ts',
    ],
  ])(
    'reports %j in %s',
    async (code, filePath) => {
      expect(await annotationProblems(code, filePath)).toEqual(['no-restricted-syntax']);
    },
    30_000,
  );

  it('accepts the resolved annotations and observable collections', async () => {
    const code =
      "import { observable } from 'mobx';\nimport { observableRef } from '../kernel';\n" +
      'export const a = { x: observableRef, m: observable.map(), s: observable.set() };\n';
    expect(await annotationProblems(code, 'kernel/probe.ts')).toEqual([]);
    expect(await annotationProblems(code, 'plugins/sources/probe/probe.ts')).toEqual([]);
  }, 30_000);
});
