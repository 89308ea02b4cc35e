/** The import-graph tests' cycle finder: every cycle of a module graph, by a depth-first walk. */
import { relative } from 'node:path';

/** Every cycle of `graph` (file -> the files it imports), each as a list of paths relative to `base`. */
export function importCycles(graph: Map<string, string[]>, base: string): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        found.push([...stack.slice(stack.indexOf(next)), next].map((p) => relative(base, p)));
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}
