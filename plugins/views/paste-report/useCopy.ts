/**
 * Copies text to the clipboard. Where the page may not write it (no clipboard API, or the
 * browser refuses), the text is handed back to be shown selected, so the user copies it by hand.
 */
import { useCallback, useState } from 'react';

export type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; text: string };

export function useCopy(): [CopyState, (text: string) => void, () => void] {
  const [state, setState] = useState<CopyState>({ kind: 'idle' });
  const copy = useCallback((text: string) => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setState({ kind: 'manual', text });
      return;
    }
    clipboard.writeText(text).then(
      () => setState({ kind: 'copied' }),
      () => setState({ kind: 'manual', text }),
    );
  }, []);
  const reset = useCallback(() => setState({ kind: 'idle' }), []);
  return [state, copy, reset];
}
