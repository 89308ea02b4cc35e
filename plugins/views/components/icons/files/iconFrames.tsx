/**
 * The two shapes every file-type and folder icon is drawn on (24 px grid): a page with a folded
 * corner for files, a tabbed folder for folder kinds. Each icon fills its shape with its own
 * colour and draws a white mark on it, so rows are told apart by shape, colour and mark.
 */
import type { ReactNode } from 'react';

const frame = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

/** Stroke settings of the white mark drawn on a shape. */
export const mark = {
  fill: 'none',
  stroke: '#fff',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A file page in `colour` with its folded corner, carrying `children` as its mark. */
export function PageFrame({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <svg {...frame}>
      <path d="M6 2h9l5 5v14a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z" fill={colour} />
      <path d="M15 2v4a1 1 0 0 0 1 1h4z" fill="#fff" fillOpacity={0.55} />
      {children}
    </svg>
  );
}

/** A folder in `colour`, carrying `children` (if any) as its mark. */
export function FolderFrame({ colour, children }: { colour: string; children?: ReactNode }) {
  return (
    <svg {...frame}>
      <path
        d="M2 6a2 2 0 0 1 2-2h5.2l2 2H20a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2z"
        fill={colour}
      />
      <path d="M2 9h20" stroke="#000" strokeOpacity={0.12} />
      {children}
    </svg>
  );
}
