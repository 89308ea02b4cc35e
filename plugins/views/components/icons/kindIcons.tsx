/**
 * The drawn marks of things that are not people: a department is an org chart on blue, a team
 * three people on violet, a group two speech bubbles on green, a tag a label on orange, a company
 * a building on teal. Each fills an avatar-sized rounded square, so rows of mixed kinds are told
 * apart at a glance and by colour.
 */
import type { ReactElement } from 'react';

export type ItemKind = 'department' | 'team' | 'group' | 'tag' | 'company';

/** Background of each kind (white marks on it reach 4.5:1). */
export const KIND_COLOURS: Record<ItemKind, string> = {
  department: '#2f62d6',
  team: '#5b3fd9',
  group: '#08703f',
  tag: '#8a5a00',
  company: '#0f6f7a',
};

const svg = {
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: '#fff',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

const MARKS: Record<ItemKind, ReactElement> = {
  department: (
    <svg {...svg}>
      <rect x="7.5" y="3" width="5" height="4" rx="1" />
      <rect x="2.5" y="13" width="5" height="4" rx="1" />
      <rect x="12.5" y="13" width="5" height="4" rx="1" />
      <path d="M10 7v3M5 13v-3h10v3" />
    </svg>
  ),
  team: (
    <svg {...svg}>
      <circle cx="10" cy="7" r="2.5" />
      <path d="M5.5 16c.6-2.6 2.3-4 4.5-4s3.9 1.4 4.5 4" />
      <circle cx="4.5" cy="8.5" r="1.8" />
      <path d="M1.8 15c.3-1.7 1.3-2.8 2.7-3" />
      <circle cx="15.5" cy="8.5" r="1.8" />
      <path d="M18.2 15c-.3-1.7-1.3-2.8-2.7-3" />
    </svg>
  ),
  group: (
    <svg {...svg}>
      <path d="M3 4.5h9a1.5 1.5 0 0 1 1.5 1.5v4.5A1.5 1.5 0 0 1 12 12H7l-3 2.5V12H3a1.5 1.5 0 0 1-1.5-1.5V6A1.5 1.5 0 0 1 3 4.5z" />
      <path d="M15.5 8h1.5A1.5 1.5 0 0 1 18.5 9.5v4A1.5 1.5 0 0 1 17 15h-1v2l-2.5-2H10" />
    </svg>
  ),
  tag: (
    <svg {...svg}>
      <path d="M3 3.5h6.2l7.8 7.8-5.7 5.7-7.8-7.8z" />
      <circle cx="7" cy="7.5" r="1.2" />
    </svg>
  ),
  company: (
    <svg {...svg}>
      <path d="M3.5 17V4.5l7-2v14.5M10.5 8l6 2v7M2 17h16" />
      <path d="M6 7.5h2M6 10.5h2M6 13.5h2M13 12h1.5M13 14.5h1.5" />
    </svg>
  ),
};

/** The kind of an item type, for the kinds that have a mark of their own. */
export function itemKind(type: string | undefined): ItemKind | undefined {
  switch (type) {
    case 'department':
    case 'dept':
      return 'department';
    case 'team':
      return 'team';
    case 'group':
      return 'group';
    case 'custom':
    case 'tag':
      return 'tag';
    case 'company':
      return 'company';
    default:
      return undefined;
  }
}

export function KindMark({ kind }: { kind: ItemKind }) {
  return MARKS[kind];
}
