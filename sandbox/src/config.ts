/** The member picker configuration edited in the sandbox, and how it becomes preset options. */
import { resolveLanguage, type DepartmentCounting, type ItemRef, type Release } from '../../kernel';
import type { MemberSourceConfig } from '../../plugins/sources/member-items';

export interface SandboxConfig {
  sourcesJson: string;
  /** Items shown checked that never change and survive clear-all: `[{ "type": "user", "id": "3000043" }]`. */
  disabledJson: string;
  /** Items selected when the picker opens (removable, unlike disabled ones). */
  defaultSelectedJson: string;
  /** Items filtered out of every list. */
  hiddenJson: string;
  multiple: boolean;
  maxCount: number;
  departmentCounting: DepartmentCounting;
  alwaysAllowConfirm: boolean;
  keydown: boolean;
  showRemind: boolean;
  release: Release;
  language: string;
  isCms: boolean;
  isWoa: boolean;
  clientLook: 'web' | 'desktop';
  width: number;
  /** The dialog's height in px (the picker's default 640). */
  height: number;
  /**
   * The open picker sits beside the configuration and suite controls instead of over the whole
   * page, so faults can be injected and cleared while it is open.
   */
  docked: boolean;
  okText: string;
  cancelText: string;
  /** Host shell options: the search placeholder, the tip line, the empty-state text. */
  placeholder: string;
  tip: string;
  emptyText: string;
  /** A permission menu as the right-side dropdown (its index is the payload's dropdownSelectIndex). */
  permissionDropdown: boolean;
  /** checkAccess: the file whose readers the picked people are checked against (blank: off). */
  checkAccessFileId: string;
}

export const DEFAULT_SOURCES: MemberSourceConfig[] = [
  { type: 'latest' },
  { type: 'company', companyId: 8800001 },
  { type: 'contact' },
  { type: 'group' },
  { type: 'myTeam' },
];

/** A personal user has no company: the spec rejects a company source for them. */
export const PERSONAL_SOURCES: MemberSourceConfig[] = [
  { type: 'latest' },
  { type: 'contact' },
  { type: 'group' },
  { type: 'myTeam' },
];

export const sourcesJsonFor = (user: 'personal' | 'plus' | 'isolated'): string =>
  JSON.stringify(user === 'personal' ? PERSONAL_SOURCES : DEFAULT_SOURCES, null, 2);

/** Whether the sources field still holds one of the defaults (so a user switch may replace it). */
export const isDefaultSourcesJson = (json: string): boolean =>
  json === sourcesJsonFor('plus') || json === sourcesJsonFor('personal');

export const DEFAULT_CONFIG: SandboxConfig = {
  sourcesJson: sourcesJsonFor('plus'),
  disabledJson: '[]',
  defaultSelectedJson: '[]',
  hiddenJson: '[]',
  multiple: true,
  maxCount: 99999,
  departmentCounting: 'staff',
  alwaysAllowConfirm: false,
  keydown: true,
  showRemind: true,
  release: 'default',
  // The browser's language, as the picker itself would choose it (a zh-CN browser reads zh-CN).
  language: resolveLanguage(undefined),
  isCms: false,
  isWoa: false,
  clientLook: 'web',
  placeholder: '',
  tip: '',
  emptyText: '',
  permissionDropdown: true,
  checkAccessFileId: '',
  width: 540,
  height: 640,
  docked: true,
  okText: '',
  cancelText: '',
};

/** The checkAccess option of a file id field: off when blank. */
export function checkAccessOf(fileId: string): { fileId: string } | undefined {
  const id = fileId.trim();
  return id === '' ? undefined : { fileId: id };
}

export type ParsedSources =
  { ok: true; sources: MemberSourceConfig[] } | { ok: false; message: string };

export function parseSources(json: string): ParsedSources {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return { ok: false, message: 'sources must be a JSON array' };
    return { ok: true, sources: value as MemberSourceConfig[] };
  } catch (error) {
    return { ok: false, message: `sources is not valid JSON: ${(error as Error).message}` };
  }
}

export type ParsedItemRefs = { ok: true; items: ItemRef[] } | { ok: false; message: string };

/** An item list field (disabled, default-selected, hidden): a JSON array of `{ type, id }` (blank means none). */
export function parseItemRefs(json: string, field: string): ParsedItemRefs {
  if (json.trim() === '') return { ok: true, items: [] };
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return { ok: false, message: `${field} must be a JSON array` };
    const bad = value.findIndex(
      (entry: unknown) =>
        typeof entry !== 'object' ||
        entry === null ||
        typeof (entry as { type?: unknown }).type !== 'string' ||
        (entry as { id?: unknown }).id === undefined,
    );
    if (bad > -1) return { ok: false, message: `${field}[${bad}] needs a type and an id` };
    return { ok: true, items: value as ItemRef[] };
  } catch (error) {
    return { ok: false, message: `${field} is not valid JSON: ${(error as Error).message}` };
  }
}
