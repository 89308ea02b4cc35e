/** The member picker configuration edited in the sandbox, and how it becomes preset options. */
import type { DepartmentCounting, Release, SourceConfig } from '../../kernel';

export interface SandboxConfig {
  sourcesJson: string;
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
  okText: string;
  cancelText: string;
}

export const DEFAULT_SOURCES: SourceConfig[] = [
  { type: 'latest' },
  { type: 'company', companyId: 8800001 },
  { type: 'contact' },
  { type: 'group' },
  { type: 'myTeam' },
];

export const DEFAULT_CONFIG: SandboxConfig = {
  sourcesJson: JSON.stringify(DEFAULT_SOURCES, null, 2),
  multiple: true,
  maxCount: 99999,
  departmentCounting: 'staff',
  alwaysAllowConfirm: false,
  keydown: true,
  showRemind: true,
  release: 'default',
  language: 'en',
  isCms: false,
  isWoa: false,
  clientLook: 'web',
  width: 540,
  okText: '',
  cancelText: '',
};

export type ParsedSources = { ok: true; sources: SourceConfig[] } | { ok: false; message: string };

export function parseSources(json: string): ParsedSources {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return { ok: false, message: 'sources must be a JSON array' };
    return { ok: true, sources: value as SourceConfig[] };
  } catch (error) {
    return { ok: false, message: `sources is not valid JSON: ${(error as Error).message}` };
  }
}
