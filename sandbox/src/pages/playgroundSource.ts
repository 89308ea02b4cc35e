/**
 * Turns the playground's text into a selfDefine source config. The text is the author's own code,
 * run in their own sandbox page, like a code editor's preview.
 */
import type { MemberSourceConfig } from '../../../plugins/sources/member-items';

export const EXAMPLE_SOURCE = `({
  key: 'projects',
  title: 'Projects',
  searchable: true,
  // get: one page of items. cursor is undefined first, then what you returned.
  async get({ cursor = 0, pageSize }) {
    const all = Array.from({ length: 45 }, (_, i) => ({
      id: 'p' + (i + 1),
      name: 'Project ' + (i + 1),
      description: i % 3 === 0 ? 'Archived' : 'Active',
    }));
    const items = all.slice(cursor, cursor + pageSize);
    return { items, cursor: cursor + items.length, done: cursor + items.length >= all.length };
  },
  // search: the same shape, for a query.
  async search({ query }) {
    const items = Array.from({ length: 45 }, (_, i) => ({ id: 'p' + (i + 1), name: 'Project ' + (i + 1) }))
      .filter((item) => item.name.toLowerCase().includes(query.toLowerCase()));
    return { items, done: true };
  },
})`;

export type CompiledSource =
  { ok: true; config: MemberSourceConfig } | { ok: false; message: string };

export type Evaluated = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Runs the playground text. The author's own code, evaluated in their own sandbox page, by design;
 * the body starts on the generated function's third line, which the editor allows for when it
 * places an error from the stack (editor/sourceDiagnostics.ts).
 */
export function evaluate(code: string): Evaluated {
  try {
    return { ok: true, value: new Function(`"use strict"; return (\n${code}\n);`)() };
  } catch (error) {
    return { ok: false, error };
  }
}

export function compileSource(code: string): CompiledSource {
  const evaluated = evaluate(code);
  if (!evaluated.ok) {
    const message =
      evaluated.error instanceof Error ? evaluated.error.message : String(evaluated.error);
    return { ok: false, message: `The source does not evaluate: ${message}` };
  }
  const value = evaluated.value;
  if (typeof value !== 'object' || value === null) {
    return {
      ok: false,
      message: 'The source must evaluate to an object: ({ key, title, get, search })',
    };
  }
  return {
    ok: true,
    config: { ...(value as Record<string, unknown>), type: 'selfDefine' } as MemberSourceConfig,
  };
}
