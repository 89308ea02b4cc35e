/**
 * The side-menu tabs of finder.md section 2 (Recent, Starred, Shared, Frequently used, My
 * Documents, My Team, the enterprise space and the enterprise team documents), named by their
 * routes, and the ALL and CUR_SCENE tokens of the tabs and features inputs.
 */
export const TABS = [
  'Latest',
  'Star',
  'Share',
  'Favorite',
  'MyDocs',
  'MyTeams',
  'EnterpriseIndex',
  'EnterpriseTeams',
] as const;
export type FinderTab = (typeof TABS)[number];

export const ENTERPRISE_TABS: readonly FinderTab[] = ['EnterpriseIndex', 'EnterpriseTeams'];
export const PERSONAL_SPACE_TABS: readonly FinderTab[] = ['MyDocs', 'MyTeams'];

/** Every value of the list. */
export const TOKEN_ALL = 'ALL';
/** The defaults of the current scene (the action). */
export const TOKEN_CUR_SCENE = 'CUR_SCENE';

export function isTab(value: unknown): value is FinderTab {
  return typeof value === 'string' && (TABS as readonly string[]).includes(value);
}

/** Menu groups, in order; dividers between them show only in the WPS client. */
export const TAB_GROUPS: readonly (readonly FinderTab[])[] = [
  ['Latest', 'Star', 'Share', 'Favorite'],
  ['MyDocs', 'MyTeams'],
  ['EnterpriseIndex', 'EnterpriseTeams'],
];
