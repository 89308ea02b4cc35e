/**
 * A small preset built the way the union selector and the finder build theirs: its own item types
 * (user, file, folder, time) with their id keys, its own confirm fields and payload, a file rule
 * that disables a file with its reason, a limit rule that re-evaluates as the count changes, and
 * three tabs: contacts and docs (searchable) and time (no search, no fetching).
 */
import { observable, runInAction } from 'mobx';
import {
  createKernel,
  type KernelOptions,
  type LoadContext,
  type LoadResult,
  type PickerItem,
  type PickerKernel,
  type Plugin,
  type SourceDefinition,
} from '../../../../kernel';

export interface FileItem extends PickerItem {
  fid: string;
  fname: string;
  ext: string;
  groupid: string;
}

export interface TimeItem extends PickerItem {
  date: string;
  time: string;
}

export function person(userid: string): PickerItem {
  return {
    key: `user_${userid}`,
    id: userid,
    type: 'user',
    origin: 'contact',
    sourceKey: 'contact',
    name: `Person ${userid}`,
    userid,
    raw: { secret: true },
  };
}

export function file(fid: string, fname: string, groupid = 'g1'): FileItem {
  const ext = fname.includes('.') ? fname.slice(fname.lastIndexOf('.') + 1) : '';
  return {
    key: `file_${fid}`,
    id: fid,
    type: 'file',
    origin: 'docs',
    sourceKey: 'docs',
    name: fname,
    fid,
    fname,
    ext,
    groupid,
    raw: { secret: true },
  };
}

export function folder(fid: string, fname: string, groupid = 'g1'): FileItem {
  return { ...file(fid, fname, groupid), key: `folder_${fid}`, type: 'folder', ext: '' };
}

export function timeItem(date: string, time: string): TimeItem {
  return {
    key: `time_${date}T${time}`,
    id: `${date}T${time}`,
    type: 'time',
    origin: 'time',
    sourceKey: 'time',
    name: `${date} ${time}`,
    date,
    time,
    raw: null,
  };
}

/** What each source was asked, to assert which tab a search reached. */
export interface Calls {
  search: Array<{ source: string; query: string; cursor: unknown; scope: unknown }>;
  load: string[];
}

type Page = (ctx: LoadContext & { query: string }) => LoadResult;

function listSource(
  key: string,
  items: readonly PickerItem[],
  calls: Calls,
  page?: Page,
): SourceDefinition {
  return {
    key,
    type: key,
    title: key,
    tree: false,
    searchable: page !== undefined,
    config: { type: key },
    async load() {
      calls.load.push(key);
      return { items: [...items], done: true };
    },
    ...(page && {
      async search(ctx: LoadContext & { query: string }) {
        calls.search.push({ source: key, query: ctx.query, cursor: ctx.cursor, scope: ctx.scope });
        return page(ctx);
      },
    }),
  };
}

/** Two hits per page, the cursor an offset: a source with its own search cursor. */
function pagedHits(items: readonly PickerItem[]): Page {
  return (ctx) => {
    const hits = items.filter((item) => item.name.toLowerCase().includes(ctx.query));
    const offset = (ctx.cursor as number | undefined) ?? 0;
    const next = offset + 2;
    return { items: hits.slice(offset, next), cursor: next, done: next >= hits.length };
  };
}

export interface TestPresetOptions extends KernelOptions {
  /** Extensions a file may have to be picked (every extension when absent). */
  includeFileExts?: string[];
  /** Rows other than the picked ones show "Select up to N items" once the limit is reached. */
  limitReason?: boolean;
}

export const CONTACTS = ['ann', 'anna', 'bob'].map(person);
export const DOCS = [
  file('1', 'plan.docx'),
  file('2', 'planning.xlsx'),
  file('3', 'planner.exe'),
  folder('4', 'plans'),
];

/** The preset's plugins: vocabulary, rules and sources. */
export function testPreset(options: TestPresetOptions, calls: Calls): Plugin[] {
  const allowed = options.includeFileExts ? new Set(options.includeFileExts) : null;
  const vocabulary: Plugin = {
    name: 'test:vocabulary',
    apply(kernel) {
      kernel.itemTypes.register(
        { type: 'user', idKey: 'userid' },
        { type: 'file', idKey: 'fid' },
        { type: 'folder', idKey: 'fid', folder: true },
        { type: 'time', idKey: 'id' },
      );
      kernel.confirmation.addFields(['id', 'key', 'type', 'name', 'userid', 'fid', 'fname', 'ext']);
      kernel.confirmation.addFields(['date', 'time']);
    },
  };
  const rules: Plugin = {
    name: 'test:rules',
    apply(kernel) {
      kernel.hooks.modifyDisabledReason.tap('test:rules', (reason, item) => {
        if (reason || item.type !== 'file' || !allowed) return reason;
        const { ext } = item as FileItem;
        if (allowed.has(ext)) return null;
        return { code: 'extension', message: `.${ext} files cannot be inserted` };
      });
      if (!options.limitReason) return;
      kernel.hooks.modifyDisabledReason.tap('test:limit', (reason, item) => {
        const { selection } = kernel;
        if (reason || selection.count < selection.maxCount || selection.isSelected(item.key)) {
          return reason;
        }
        return { code: 'limit', message: `Select up to ${selection.maxCount} items` };
      });
    },
  };
  const sources: Plugin = {
    name: 'test:sources',
    sourceTypes: ['contact', 'docs', 'time'],
    apply(kernel) {
      kernel.sources.register(listSource('contact', CONTACTS, calls, pagedHits(CONTACTS)));
      kernel.sources.register(listSource('docs', DOCS, calls, pagedHits(DOCS)));
      kernel.sources.register(listSource('time', [], calls));
    },
  };
  return [vocabulary, rules, sources];
}

export async function testKernel(
  options: TestPresetOptions = {},
): Promise<{ kernel: PickerKernel; calls: Calls }> {
  const calls: Calls = { search: [], load: [] };
  const kernel = createKernel({ ...options, plugins: testPreset(options, calls) });
  await kernel.init();
  return { kernel, calls };
}

/** A folder's write permission, as the finder keeps it: observable, arriving later. */
export function folderPermission(writable: boolean) {
  const state = observable.box(writable);
  return {
    get writable() {
      return state.get();
    },
    set(value: boolean) {
      runInAction(() => state.set(value));
    },
  };
}
