/** Small helpers for the fake-suite contract tests: JSON calls and paging walks. */
import { expect } from 'vitest';

export type Json = Record<string, unknown>;
export type Row = Record<string, unknown>;

export async function call(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Json }> {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Json };
}

export async function getOk(url: string, init: RequestInit = {}): Promise<Json> {
  const { status, body } = await call(url, init);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.result).toBe('ok');
  return body;
}

export function rows(body: Json, key: string): Row[] {
  const list = body[key];
  expect(Array.isArray(list), `${key} is an array`).toBe(true);
  return list as Row[];
}

export function withQuery(url: string, params: Record<string, string | number | boolean>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, String(v));
  return u.toString();
}

export function expectUnique(list: Row[], key: string): void {
  const ids = list.map((r) => r[key]);
  expect(new Set(ids).size, `no duplicate ${key}`).toBe(ids.length);
}

/** Walks offset+count (or limit) pages until a short page; returns every row. */
export async function walkOffset(
  url: string,
  key: string,
  size: number,
  sizeParam: 'count' | 'limit' = 'count',
): Promise<{ all: Row[]; total: unknown }> {
  const all: Row[] = [];
  let total: unknown;
  for (let offset = 0; ; offset += size) {
    const body = await getOk(withQuery(url, { offset, [sizeParam]: size }));
    const page = rows(body, key);
    total = body.total;
    all.push(...page);
    if (page.length < size) break;
    expect(offset).toBeLessThan(1_000_000);
  }
  return { all, total };
}
