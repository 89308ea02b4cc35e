/**
 * The lint rule that keeps React out of kernel/: every way a module can pull React in is
 * reported for kernel files, and the same code is accepted in a view.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function reactProblems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => /React|JSX/.test(message.message))
    .map((message) => message.ruleId ?? 'parse');
}

describe('no React in kernel/', () => {
  it.each([
    ["import { useState } from 'react';\nexport const a = useState;\n", 'kernel/probe.ts'],
    ["import type { FC } from 'react';\nexport type A = FC;\n", 'kernel/probe.ts'],
    ["import { jsx } from 'react/jsx-runtime';\nexport const a = jsx;\n", 'kernel/probe.ts'],
    [
      "import { createRoot } from 'react-dom/client';\nexport const a = createRoot;\n",
      'kernel/probe.ts',
    ],
    [
      "import { observer } from 'mobx-react-lite';\nexport const a = observer;\n",
      'kernel/probe.ts',
    ],
    ["import { observer } from 'mobx-react';\nexport const a = observer;\n", 'kernel/probe.ts'],
    ["export const load = () => import('react-dom');\n", 'kernel/probe.ts'],
    ["export { useState } from 'react';\n", 'kernel/sub/probe.ts'],
    ['export const a = <div />;\n', 'kernel/probe.tsx'],
    ["import { useState } from 'react';\nexport const a = useState;\n", 'kernel/probe.mts'],
  ])(
    'reports %j in %s',
    async (code, filePath) => {
      expect(await reactProblems(code, filePath)).not.toEqual([]);
    },
    30_000,
  );

  it('accepts the same import in a view, and a kernel file without React', async () => {
    const view = "import { useState } from 'react';\nexport const a = useState;\n";
    expect(await reactProblems(view, 'plugins/views/probe/probe.tsx')).toEqual([]);
    const kernel = "import { observable } from 'mobx';\nexport const a = observable;\n";
    expect(await reactProblems(kernel, 'kernel/probe.ts')).toEqual([]);
  }, 30_000);
});
