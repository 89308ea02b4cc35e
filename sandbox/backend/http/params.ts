/** Query and body parsing with strict checks: a malformed parameter is a 400 InvalidArgument. */
import { BadRequest } from './errors';

export class Query {
  readonly params: URLSearchParams;
  constructor(request: Request) {
    this.params = new URL(request.url).searchParams;
  }
  str(name: string, fallback = ''): string {
    return this.params.get(name) ?? fallback;
  }
  has(name: string): boolean {
    return this.params.has(name);
  }
  /** An integer parameter within [min, max]; `fallback` when absent or empty. */
  int(
    name: string,
    fallback: number,
    min = Number.MIN_SAFE_INTEGER,
    max = Number.MAX_SAFE_INTEGER,
  ): number {
    const raw = this.params.get(name);
    if (raw === null || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      throw new BadRequest(`${name} must be an integer in [${min}, ${max}], got "${raw}"`);
    }
    return n;
  }
  bool(name: string, fallback: boolean): boolean {
    const raw = this.params.get(name);
    if (raw === null || raw === '') return fallback;
    return raw === 'true' || raw === '1';
  }
  /** A comma-joined list parameter, e.g. `group_ids=1,2,3`. */
  list(name: string): string[] {
    return (this.params.get(name) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  }
  /** A repeated parameter, e.g. `dept_fields=a&dept_fields=b` (a comma list is also split). */
  all(name: string): string[] {
    return this.params
      .getAll(name)
      .flatMap((v) => v.split(','))
      .map((s) => s.trim())
      .filter((s) => s !== '');
  }
  required(name: string): string {
    const v = this.params.get(name);
    if (v === null || v === '') throw new BadRequest(`${name} is required`);
    return v;
  }
}

/** Reads a POST body as JSON or form data into a flat string map. */
export async function readBody(request: Request): Promise<Record<string, string>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json') || text.trim().startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new BadRequest('body is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null)
      throw new BadRequest('body must be an object');
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed)) {
      out[k] = Array.isArray(v)
        ? v.join(',')
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v);
    }
    return out;
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export function idList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

export function numericId(raw: string | undefined, name: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n)) throw new BadRequest(`${name} must be an integer, got "${raw ?? ''}"`);
  return n;
}
