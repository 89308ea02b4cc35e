import type { MemberConfirmPayload } from '../../../plugins/sources/member-items';
import { companyTreeSource } from '../../../plugins/sources/company-tree';
import { contactSource } from '../../../plugins/sources/contact';
import {
  USER_NOT_FOUND_SLOT,
  type UserNotFoundPrompt,
} from '../../../plugins/sources/context/userNotFoundPrompt';
import { latestSource } from '../../../plugins/sources/latest';
import { projectBoardSource } from '../../../sandbox/examples/selfDefineExample';
import { useFakeSuite } from '../../support/fakeSuite';
import { browseAll, names, ready, searchAll } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

describe('selection across sources', () => {
  it('a pick made in one source survives browsing and searching in others, under the same key', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'contact' }, { type: 'company' }, { type: 'latest' }],
      plugins: [contactSource(), companyTreeSource(), latestSource()],
    });
    const contacts = await browseAll(kernel, 'contact');
    const wang = contacts.find((c) => c.name === 'Wang Fang')!;
    kernel.selection.toggle(wang);
    const [root] = await browseAll(kernel, 'company');
    const top = await browseAll(kernel, 'company', root.key);
    const engineering = top.find((t) => t.name === 'Engineering')!;
    const frontend = (await browseAll(kernel, 'company', engineering.key)).find(
      (t) => t.name === 'Frontend',
    )!;
    const inTree = (await browseAll(kernel, 'company', frontend.key)).find(
      (t) => t.name === 'Wang Fang',
    )!;
    expect(inTree.key).toBe(wang.key);
    await browseAll(kernel, 'latest');
    const hits = await searchAll(kernel, 'Wang');
    expect(hits.some((h) => h.key === wang.key)).toBe(true);
    expect(kernel.selection.isSelected(wang.key)).toBe(true);
    expect(kernel.selection.selectedItems.map((i) => i.key)).toEqual([wang.key]);
  });
});

describe('after confirm and the user probe', () => {
  it('adds the chosen users to recent contacts', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'contact' }],
      plugins: [contactSource()],
    });
    const [first, second] = await browseAll(kernel, 'contact');
    kernel.selection.toggle(first);
    kernel.selection.toggle(second);
    const payload = await kernel.confirm<MemberConfirmPayload>();
    expect(payload?.items.map((i) => i.id)).toEqual([first.id, second.id]);
    // Bookkeeping after the confirm: sent once the page is idle after it.
    await vi.waitFor(() =>
      expect(suite.recorded.lastAdded('plus')).toEqual([Number(first.id), Number(second.id)]),
    );
    const added = suite.recorded.requests.filter(
      (r) => r.path === '/account/api/contact/relation/last_add',
    );
    expect(added).toHaveLength(1);
    expect(JSON.parse(added[0].body)).toEqual({
      user_ids: `${first.id},${second.id}`,
      source: 'kdocs',
    });
  });

  it('a failing recent-contacts update is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kernel = await ready(suite, {
      sources: [{ type: 'contact' }],
      plugins: [contactSource()],
    });
    const [first] = await browseAll(kernel, 'contact');
    kernel.selection.toggle(first);
    suite.faults.inject('/account/api/contact/relation/last_add', { status: 500 });
    const payload = await kernel.confirm();
    expect(payload?.items).toHaveLength(1);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[pickerkit] adding recent contacts failed:',
        'Request failed with status code 500',
      ),
    );
  });

  it('the confirm resolves without waiting for the recent-contacts call', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'contact' }],
      plugins: [contactSource()],
    });
    const [first] = await browseAll(kernel, 'contact');
    kernel.selection.toggle(first);
    suite.faults.inject('/account/api/contact/relation/last_add', { latency: 400 });
    const started = performance.now();
    const payload = await kernel.confirm<MemberConfirmPayload>();
    expect(performance.now() - started).toBeLessThan(300);
    expect(payload?.items.map((i) => i.id)).toEqual([first.id]);
    expect(suite.recorded.lastAdded('plus')).toEqual([]);
    // The call is still made, even once the picker is gone.
    kernel.dispose();
    await vi.waitFor(() => expect(suite.recorded.lastAdded('plus')).toEqual([Number(first.id)]), {
      timeout: 2000,
    });
  });

  it.each([
    ['13900000000', 'default', { kind: 'phone', mode: 'addByPhone' }],
    ['13900000000', 'oversea', { kind: 'phone', mode: 'userSearch' }],
    ['nobody@nowhere.test', 'default', { kind: 'email', mode: 'userSearch' }],
  ] as const)('an unknown %s (%s) raises onUserNotFound', async (query, release, expected) => {
    const onUserNotFound = vi.fn();
    const kernel = await ready(suite, {
      sources: [{ type: 'contact' }],
      plugins: [contactSource()],
      context: { onUserNotFound },
      options: { release },
    });
    await kernel.search.search(query);
    await vi.waitFor(() =>
      expect(onUserNotFound).toHaveBeenCalledWith({ query, ...expected, trigger: 'probe' }),
    );
  });

  it('keeps the find-or-add prompt for the query on screen; activating it tells the caller', async () => {
    const onUserNotFound = vi.fn();
    const kernel = await ready(suite, {
      sources: [{ type: 'contact' }],
      plugins: [contactSource()],
      context: { onUserNotFound },
    });
    const prompt = kernel.slots.get(USER_NOT_FOUND_SLOT) as UserNotFoundPrompt;
    await kernel.search.setQuery('13900000000');
    await vi.waitFor(() => expect(prompt.info).not.toBeNull());
    expect(prompt.info).toEqual({ query: '13900000000', kind: 'phone', mode: 'addByPhone' });
    prompt.activate();
    expect(onUserNotFound).toHaveBeenLastCalledWith({
      query: '13900000000',
      kind: 'phone',
      mode: 'addByPhone',
      trigger: 'prompt',
    });
    // A new query drops the prompt of the old one.
    await kernel.search.setQuery('Gao');
    expect(prompt.info).toBeNull();
  });

  it('a known phone number raises nothing', async () => {
    const onUserNotFound = vi.fn();
    const kernel = await ready(suite, {
      sources: [{ type: 'contact' }],
      plugins: [contactSource()],
      context: { onUserNotFound },
    });
    const phone = suite.dataset.social('plus').contacts[0].phone;
    await kernel.search.search(phone);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onUserNotFound).not.toHaveBeenCalled();
  });
});

describe('selfDefine source (the sandbox example)', () => {
  it('pages, searches and lists every item for root selection', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'latest' }],
      plugins: [latestSource(), projectBoardSource()],
    });
    const source = kernel.sources.require('projectBoard');
    expect(source).toMatchObject({ title: 'Project board', searchable: true });
    const items = await browseAll(kernel, 'projectBoard');
    expect(names(items)).toEqual(['Li Ming', 'Wang Fang', 'Zhang Wei', 'External reviewer']);
    expect(items[0]).toMatchObject({
      key: 'user_3000001',
      id: '3000001',
      origin: 'selfDefine',
      selfId: 'p1',
      userid: '3000001',
    });
    expect(items[3]).toMatchObject({ type: 'self', key: 'self_p4' });
    expect(names(await searchAll(kernel, 'wang'))).toContain('Wang Fang');
    const all = await source.loadAll!({
      signal: new AbortController().signal,
      cursor: undefined,
      mode: 'browse',
      pageSize: 20,
      forceUpdate: true,
      client: kernel.client,
      kernel,
    });
    expect(all).toHaveLength(4);
  });
});
