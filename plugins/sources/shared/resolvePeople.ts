/**
 * The `resolve` capability of a people source built from one lookup per entry: the entries of a
 * batch are looked up at once (the kernel bounds how many batches run), and only exact matches
 * count: the same address or number when the record carries one, the same name (any case) for a
 * name, since the suite's search matches parts of names.
 */
import type { LoadContext, PasteEntry, PickerItem, ResolveAnswer } from '../../../kernel';

/** How many people one lookup asks for: more than one is enough to see an ambiguous entry. */
export const RESOLVE_CANDIDATES = 10;

export type PersonLookup = (entry: PasteEntry, ctx: LoadContext) => Promise<PickerItem[]>;

export type Resolve = (
  entries: readonly PasteEntry[],
  ctx: LoadContext,
) => Promise<ResolveAnswer[]>;

function field(item: PickerItem, name: string): string | undefined {
  const raw = item.raw as Record<string, unknown> | undefined;
  const value = raw?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function sameNumber(a: string, b: string): boolean {
  const strip = (value: string) => value.replace(/[\s().-]/g, '').replace(/^(\+|00)86/, '');
  return strip(a) === strip(b);
}

/** Whether a search hit is the person the entry names. */
export function matchesEntry(entry: PasteEntry, item: PickerItem): boolean {
  if (item.type !== 'user') return false;
  switch (entry.kind) {
    case 'email': {
      const email = field(item, 'email');
      return email === undefined || email.toLowerCase() === entry.value;
    }
    case 'phone': {
      const phone = field(item, 'phone');
      return phone === undefined || sameNumber(phone, entry.value);
    }
    case 'name':
      return item.name.trim().toLowerCase() === entry.value.trim().toLowerCase();
  }
}

export function resolvePeople(lookup: PersonLookup): Resolve {
  return async (entries, ctx) =>
    Promise.all(
      entries.map(async (entry) => ({
        index: entry.index,
        items: (await lookup(entry, ctx)).filter((item) => matchesEntry(entry, item)),
      })),
    );
}
