/**
 * The kernel's import graph has no cycle: the root store imports its sub-stores, and no sub-store
 * imports the root, not even for a type (each receives the narrow parts it uses; plugins and
 * sources see the kernel through KernelRef, filled in by declaration merging). kernel/navigation/
 * is left out of the type-level check: its tab store still takes the whole kernel.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importCycles } from '../../support/importCycles';

const KERNEL = resolve(__dirname, '../../../kernel');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return Boolean(
      clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly),
    );
  }
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

function resolveLocal(from: string, specifier: string, known: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, 'index.ts')].find((candidate) => known.has(candidate));
}

/** Imports of every kernel file (runtime only, or with type-only ones), as a graph of paths. */
function importGraph(withTypes: boolean): Map<string, string[]> {
  const all = files(KERNEL);
  const known = new Set(all);
  const graph = new Map<string, string[]>();
  for (const file of all) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const edges: string[] = [];
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      if (!withTypes && typeOnly(statement)) continue;
      const target = resolveLocal(file, specifier.text, known);
      if (target) edges.push(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

const cycles = (graph: Map<string, string[]>): string[][] => importCycles(graph, KERNEL);

const NAVIGATION = join(KERNEL, 'navigation');

describe('kernel import graph', () => {
  const graph = importGraph(false);

  it('has no runtime import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no cycle even counting type-only imports, outside kernel/navigation/', () => {
    const typed = importGraph(true);
    const outside = new Map(
      [...typed]
        .filter(([file]) => !file.startsWith(NAVIGATION))
        .map(([file, edges]) => [file, edges.filter((edge) => !edge.startsWith(NAVIGATION))]),
    );
    expect(cycles(outside)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const a = join(KERNEL, 'a.ts');
    const b = join(KERNEL, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  it('only the entry points import the root store (persistence takes a narrow view of it)', () => {
    const root = join(KERNEL, 'PickerKernel.ts');
    const importers = [...importGraph(true)]
      .filter(([, edges]) => edges.includes(root))
      .map(([file]) => relative(KERNEL, file))
      .sort();
    expect(importers).toEqual(['createKernel.ts', 'index.ts']);
  });
});
