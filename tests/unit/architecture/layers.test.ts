/**
 * The source tree's layers point one way, presets -> plugins -> kernel: nothing under kernel/ or
 * plugins/ imports from presets/ (not even a type), kernel/ imports no plugin, and no file of
 * kernel/, plugins/ or presets/ takes part in an import cycle (at run time, nor counting types).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importCycles } from '../../support/importCycles';

const ROOT = resolve(__dirname, '../../..');
const LAYERS = ['kernel', 'plugins', 'presets'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** True when the statement brings in types only, so it leaves nothing at run time. */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return Boolean(
      clause &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((e) => e.isTypeOnly),
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

/** The file a specifier names: relative paths and the package's own `pickerkit` paths. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier === 'pickerkit') base = join(ROOT, 'kernel/index');
  else if (specifier.startsWith('pickerkit/'))
    base = join(ROOT, specifier.slice('pickerkit/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

interface Edge {
  target: string;
  runtime: boolean;
}

/** Every import and re-export of every file of the three layers, dynamic imports included. */
function importGraph(): Map<string, Edge[]> {
  const graph = new Map<string, Edge[]>();
  for (const file of LAYERS.flatMap((layer) => files(join(ROOT, layer)))) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const edges: Edge[] = [];
    const add = (specifier: string, runtime: boolean): void => {
      const target = resolveSpecifier(file, specifier);
      if (target) edges.push({ target, runtime });
    };
    const walk = (node: ts.Node): void => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        add(node.moduleSpecifier.text, !typeOnly(node));
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        // A dynamic import loads later, so it cannot close a cycle at module evaluation; it still
        // counts as a dependency for the layer rule.
        add(node.arguments[0].text, false);
      } else if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      ) {
        add(node.argument.literal.text, false);
      }
      ts.forEachChild(node, walk);
    };
    walk(source);
    graph.set(file, edges);
  }
  return graph;
}

const cycles = (graph: Map<string, string[]>): string[][] => importCycles(graph, ROOT);

const layerOf = (path: string): string => relative(ROOT, path).split('/')[0] ?? '';

describe('source tree layers', () => {
  const graph = importGraph();

  it('nothing under kernel/ or plugins/ imports from presets/', () => {
    const upward = [...graph].flatMap(([file, edges]) =>
      layerOf(file) === 'presets'
        ? []
        : edges
            .filter((edge) => layerOf(edge.target) === 'presets')
            .map((edge) => `${relative(ROOT, file)} -> ${relative(ROOT, edge.target)}`),
    );
    expect(upward).toEqual([]);
  });

  it('nothing under kernel/ imports from plugins/', () => {
    const upward = [...graph].flatMap(([file, edges]) =>
      layerOf(file) === 'kernel'
        ? edges
            .filter((edge) => layerOf(edge.target) === 'plugins')
            .map((edge) => `${relative(ROOT, file)} -> ${relative(ROOT, edge.target)}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it('has no runtime import cycle', () => {
    const runtime = new Map(
      [...graph].map(([file, edges]) => [
        file,
        edges.filter((edge) => edge.runtime).map((edge) => edge.target),
      ]),
    );
    expect(cycles(runtime)).toEqual([]);
  });

  it('has no import cycle even counting type-only imports', () => {
    const typed = new Map([...graph].map(([file, edges]) => [file, edges.map((e) => e.target)]));
    expect(cycles(typed)).toEqual([]);
  });

  it('the drive plugins depend on each other one way (no circle between their folders)', () => {
    const drive = join(ROOT, 'plugins/drive');
    const folderOf = (path: string): string | undefined => {
      const rel = relative(drive, path);
      return rel.startsWith('..') ? undefined : join(drive, rel.split('/')[0] ?? '');
    };
    const folders = new Map<string, Set<string>>();
    for (const [file, edges] of graph) {
      const from = folderOf(file);
      if (!from) continue;
      const targets = folders.get(from) ?? new Set<string>();
      for (const edge of edges) {
        const to = folderOf(edge.target);
        if (to && to !== from) targets.add(to);
      }
      folders.set(from, targets);
    }
    expect(folders.size).toBeGreaterThan(5);
    const folderGraph = new Map([...folders].map(([folder, to]) => [folder, [...to]]));
    expect(cycles(folderGraph)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const a = join(ROOT, 'plugins/a.ts');
    const b = join(ROOT, 'plugins/b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['plugins/a.ts', 'plugins/b.ts', 'plugins/a.ts']]);
  });

  it('resolves the imports it checks (a view of the finder frame reaches the kernel)', () => {
    const frame = join(ROOT, 'plugins/views/finder-frame/index.ts');
    expect(graph.get(frame)?.length ?? 0).toBeGreaterThan(0);
  });
});
