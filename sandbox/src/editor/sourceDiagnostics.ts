/**
 * Where a playground source is wrong, as editor diagnostics: syntax errors from the JavaScript
 * parse tree (each error node at its place), and an error thrown while the source is evaluated at
 * the line its stack names.
 */
import { syntaxTree } from '@codemirror/language';
import type { Diagnostic } from '@codemirror/lint';
import type { EditorState } from '@codemirror/state';

/**
 * Lines before the author's first line in V8's numbering of `new Function` code: the generated
 * head (two lines) and the line evaluate() opens with.
 */
const FUNCTION_HEAD_LINES = 3;

export function syntaxDiagnostics(state: EditorState): Diagnostic[] {
  const found: Diagnostic[] = [];
  syntaxTree(state).iterate({
    enter(node) {
      if (!node.type.isError) return;
      const from = node.from;
      const to = Math.max(node.to, Math.min(from + 1, state.doc.length));
      found.push({ from, to, severity: 'error', message: 'Syntax error' });
    },
  });
  return found;
}

/** The line and column an evaluation error's stack gives for the evaluated code, if any. */
export function evaluationPosition(error: unknown): { line: number; column: number } | null {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const match = /<anonymous>:(\d+):(\d+)/.exec(stack);
  if (!match) return null;
  const line = Number(match[1]) - FUNCTION_HEAD_LINES;
  return line >= 1 ? { line, column: Number(match[2]) } : null;
}

/** An evaluation error as a diagnostic on its line (the first line when the stack says none). */
export function evaluationDiagnostic(state: EditorState, error: unknown): Diagnostic {
  const position = evaluationPosition(error);
  const lineNumber = Math.min(position?.line ?? 1, state.doc.lines);
  const line = state.doc.line(Math.max(1, lineNumber));
  const from = Math.min(line.from + Math.max(0, (position?.column ?? 1) - 1), line.to);
  return {
    from,
    to: line.to > from ? line.to : Math.min(from + 1, state.doc.length),
    severity: 'error',
    message: error instanceof Error ? error.message : String(error),
  };
}
