/** Response and parameter helpers of the drive service: the suite's error body, paging, query parsing. */
import { HttpResponse } from 'msw';

/** HTTP status and default text of the result codes the drive service answers with. */
export const DRIVE_ERRORS = {
  userNotLogin: [401, 'Account signed out. Please sign in again.'],
  permissionDenied: [403, 'Permission denied.'],
  /** Same code as the rest of the suite for a company whose IP policy refuses the caller. */
  IpForbidden: [403, 'Access from this IP address is not allowed.'],
  noNewFilePermission: [403, 'You do not have permission to create files here.'],
  SecretGroupPermissionDenied: [403, 'The private space is locked.'],
  MembershipExpired: [403, 'Your membership has expired.'],
  SecretGroupPasswordError: [403, 'Incorrect password.'],
  SecretGroupPasswordRetriesLimitError: [429, 'Too many wrong passwords. Try again tomorrow.'],
  fileNotExists: [404, 'The file does not exist.'],
  groupNotExist: [404, 'The team does not exist.'],
  notFound: [404, 'No such API.'],
  fileNameEmpty: [400, 'The name cannot be empty.'],
  fileNameLengthExceed: [400, 'The name is longer than 100 characters.'],
  illegalFname: [400, 'The name contains characters that are not allowed.'],
  fileNameConflict: [409, 'A file with this name already exists.'],
  InvalidArgument: [400, 'Invalid argument.'],
} as const satisfies Record<string, readonly [number, string]>;

export type DriveErrorCode = keyof typeof DRIVE_ERRORS;

export function fail(code: DriveErrorCode, msg?: string, resultOverride?: string): Response {
  const [status, text] = DRIVE_ERRORS[code];
  return HttpResponse.json({ result: resultOverride ?? code, msg: msg ?? text }, { status });
}

/** A success: `{ result: 'ok', ...body }`, as every service of the suite answers. */
export function ok<T extends object>(body: T): Response {
  return HttpResponse.json({ result: 'ok', ...(body as Record<string, unknown>) });
}

/** An integer query parameter; absent or blank gives the fallback, junk gives null. */
export function intParam(url: URL, name: string, fallback: number): number | null {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) ? value : null;
}

export function boolParam(url: URL, name: string, fallback = false): boolean {
  const raw = url.searchParams.get(name);
  if (raw === null) return fallback;
  return raw === 'true' || raw === '1';
}

/** A list parameter given as `a,b,c`, repeated (`id=a&id=b`) or both. */
export function listParam(url: URL, name: string): string[] {
  return url.searchParams
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** A path id: a non-negative integer, else null. */
export function idParam(raw: string | readonly string[] | undefined): number | null {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string' || !/^\d+$/.test(text)) return null;
  return Number(text);
}

export interface Page<T> {
  items: T[];
  /** Offset of the next page, -1 when this page is the last. */
  next: number;
}

/** Offset -1 is "no more results" (finder.md): an empty, finished page. */
export const FINISHED_OFFSET = -1;

export function slicePage<T>(items: readonly T[], offset: number, count: number): Page<T> {
  if (offset === FINISHED_OFFSET) return { items: [], next: FINISHED_OFFSET };
  const start = Math.max(0, offset);
  const page = items.slice(start, start + count);
  const end = start + page.length;
  return { items: page, next: end >= items.length ? -1 : end };
}

/** `next_filter` tokens: opaque to clients, they carry the next offset of one listing. */
export function encodeFilter(scope: string, offset: number): string {
  return offset < 0 ? '' : btoa(`${scope}|${offset}`);
}

export function decodeFilter(scope: string, token: string): number | null {
  let text: string;
  try {
    text = atob(token);
  } catch {
    return null;
  }
  const [tokenScope, offset] = text.split('|');
  if (tokenScope !== scope || !/^\d+$/.test(offset ?? '')) return null;
  return Number(offset);
}

export interface PageRequest {
  offset: number;
  count: number;
}

/**
 * Reads count, offset and filter (the filter wins over offset when both are sent). Count must be
 * 1..max (the page size of finder.md section 9 where it names one); offset ≥ 0, or -1 for an empty
 * finished page. Returns null when a parameter is malformed.
 */
export function readPaging(
  url: URL,
  scope: string,
  defaultCount: number,
  maxCount = 500,
): PageRequest | null {
  const count = intParam(url, 'count', defaultCount);
  const offset = intParam(url, 'offset', 0);
  if (count === null || offset === null || count < 1 || count > maxCount) return null;
  if (offset < FINISHED_OFFSET) return null;
  const filter = url.searchParams.get('filter');
  if (filter) {
    const fromFilter = decodeFilter(scope, filter);
    return fromFilter === null ? null : { offset: fromFilter, count };
  }
  return { offset, count };
}

export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
