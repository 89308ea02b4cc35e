/**
 * The finder's analytics data fields (finder.md section 3), from what the finder usage tracker
 * saw, as pure functions:
 * - userchange: the scope (company or personal) at the start against the scope at commit;
 *   'company' or 'personal' (the new scope) only when it changed, else '';
 * - usingtime: whole milliseconds from opening to the commit;
 * - position: the route the commit was made on (TeamFiles, Latest, Search, …);
 * - last_file_click_num: how many picks were made in the recent-files list;
 * - last_file_whether: 1 when a committed file was picked from the recent-files list, else 0;
 * - fileascription: whose the committed files are: 'company', 'personal', or 'mixed'
 *   (for a folder pick, the company of the chosen location).
 */
export type Scope = 'company' | 'personal';

export interface FinderUsageFields {
  userchange: Scope | '';
  usingtime: number;
  position: string;
  last_file_click_num: number;
  last_file_whether: 0 | 1;
  fileascription: Scope | 'mixed';
}

export interface CommittedFile {
  id: string | number;
  corpid?: number;
}

export interface UsageRecord {
  openedAt: number;
  initialScope: Scope | null;
  currentScope: Scope | null;
  position: string;
  recentPicks: number;
  /** Ids of items picked while on the recent-files list. */
  pickedFromRecent: ReadonlySet<string>;
}

export function scopeOf(companyId: number): Scope {
  return companyId > 0 ? 'company' : 'personal';
}

export function userChange(initial: Scope | null, current: Scope | null): Scope | '' {
  return initial !== null && current !== null && initial !== current ? current : '';
}

export function fileAscription(
  files: readonly CommittedFile[],
  companyId: number,
): Scope | 'mixed' {
  if (files.length === 0) return scopeOf(companyId);
  const scopes = new Set(files.map((f) => scopeOf(Number(f.corpid ?? 0))));
  return scopes.size > 1 ? 'mixed' : [...scopes][0];
}

export function finderUsageFields(
  record: UsageRecord,
  commit: { files: readonly CommittedFile[]; companyId: number },
  now: number,
): FinderUsageFields {
  return {
    userchange: userChange(record.initialScope, record.currentScope),
    usingtime: Math.max(0, Math.round(now - record.openedAt)),
    position: record.position,
    last_file_click_num: record.recentPicks,
    last_file_whether: commit.files.some((f) => record.pickedFromRecent.has(String(f.id))) ? 1 : 0,
    fileascription: fileAscription(commit.files, commit.companyId),
  };
}
