/** The hints a control can point at (hints.tsx); each language file gives one text per key. */
export type HintKey = 'search' | 'list' | 'tree' | 'files' | 'provisional';
