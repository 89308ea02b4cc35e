/**
 * The playground's source editor: CodeMirror 6 with JavaScript highlighting, line numbers,
 * bracket matching, undo history, and errors at their line (a lint gutter and underline, from
 * sourceDiagnostics). The text is the parent's state; the editor reports each change.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintGutter, linter } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import {
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { evaluate } from '../pages/playgroundSource';
import { evaluationDiagnostic, syntaxDiagnostics } from './sourceDiagnostics';

export interface SourceEditorProps {
  value: string;
  onChange(value: string): void;
  /** The accessible name of the editing area. */
  label: string;
}

const sourceLinter = linter(
  (view) => {
    const syntax = syntaxDiagnostics(view.state);
    if (syntax.length > 0) return syntax;
    const result = evaluate(view.state.doc.toString());
    return result.ok ? [] : [evaluationDiagnostic(view.state, result.error)];
  },
  { delay: 300 },
);

const theme = EditorView.theme({
  '&': { border: '1px solid #d0d4da', borderRadius: '4px', fontSize: '12px', background: '#fff' },
  '&.cm-focused': { outline: '2px solid #417ff9', outlineOffset: '-1px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, monospace', minHeight: '320px', maxHeight: '480px' },
});

export function SourceEditor({ value, onChange, label }: SourceEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestChange = useRef(onChange);
  latestChange.current = onChange;

  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          indentOnInput(),
          bracketMatching(),
          javascript(),
          syntaxHighlighting(defaultHighlightStyle),
          lintGutter(),
          sourceLinter,
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestChange.current(update.state.doc.toString());
          }),
          theme,
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) {
      editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} className="sb-editor" />;
}
