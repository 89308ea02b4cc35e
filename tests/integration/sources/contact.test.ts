import { isCancelled } from '../../../kernel';
import { contactSource } from '../../../plugins/sources/contact';
import { useFakeSuite } from '../../support/fakeSuite';
import { answerWith, browseAll, keys, names, ready, searchAll } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const setup = () => ({
  sources: [{ type: 'contact' }],
  plugins: [contactSource()],
  options: { pageSize: 2 },
});

describe('contact source', () => {
  it('browses every contact in 1-based pages, the mark name shown first', async () => {
    const kernel = await ready(suite, setup());
    const items = await browseAll(kernel, 'contact');
    const expected = suite.dataset.social('plus').contacts;
    expect(items).toHaveLength(expected.length);
    expect(names(items)[0]).toBe(expected[0].mark_name);
    expect(names(items)[1]).toBe(expected[1].nick_name);
    expect(keys(items)[0]).toBe(`user_${expected[0].contact_id}`);
    expect(items[0]).toMatchObject({
      type: 'user',
      origin: 'contact',
      sourceKey: 'contact',
      userid: String(expected[0].contact_id),
    });
  });

  it('searches contacts with highlights, and finds nothing for an unknown name', async () => {
    const kernel = await ready(suite, setup());
    const hits = await searchAll(kernel, 'Wang');
    expect(names(hits)).toEqual(['Wang Fang']);
    expect(hits[0].highlightName).toBe('<em>Wang</em> Fang');
    expect(await searchAll(kernel, 'Nobody Here')).toEqual([]);
  });

  it('shows the error state when the list fails, and retry loads it', async () => {
    const kernel = await ready(suite, setup());
    suite.faults.inject('/account/api/contact/relation/list', { status: 500, count: 1 });
    await kernel.sources.loadFirst('contact', { forceUpdate: true });
    const state = kernel.sources.state('contact');
    expect(state.status).toBe('error');
    expect(state.error?.message).toBe('Request failed with status code 500');
    await kernel.sources.retry('contact');
    expect(state.status).toBe('loaded');
    expect(state.items.length).toBe(2);
  });

  it('shows nothing for a cancelled request', async () => {
    const kernel = await ready(suite, setup());
    suite.faults.inject('/account/api/contact/relation/list', { latency: 200 });
    const pending = kernel.sources.loadFirst('contact', { forceUpdate: true });
    kernel.sources.abort('contact');
    await pending;
    const state = kernel.sources.state('contact');
    expect(state.items).toEqual([]);
    expect(state.error).toBeNull();
    expect(state.status).toBe('idle');
  });

  it('the source rethrows a cancellation from its own load', async () => {
    const kernel = await ready(suite, setup());
    const source = kernel.sources.require('contact');
    const controller = new AbortController();
    suite.faults.inject('/account/api/contact/relation/list', { latency: 200 });
    const load = source.load({
      signal: controller.signal,
      cursor: undefined,
      mode: 'browse',
      pageSize: 2,
      forceUpdate: true,
      client: kernel.client,
      kernel,
    });
    controller.abort();
    const error = await load.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
  });

  it('an account without contacts is the empty state', async () => {
    answerWith(suite, 'account', '/api/contact/relation/list', { infos: [], cnt: 0 });
    const kernel = await ready(suite, {
      sources: [{ type: 'contact' }],
      plugins: [contactSource()],
    });
    await kernel.sources.loadFirst('contact', { forceUpdate: true });
    expect(kernel.sources.state('contact')).toMatchObject({
      status: 'empty',
      items: [],
      done: true,
    });
  });

  it('an answer without its list is the error "fetch result must be an array.", not the empty state', async () => {
    answerWith(suite, 'account', '/api/contact/relation/list', { cnt: 0 });
    const kernel = await ready(suite, {
      sources: [{ type: 'contact' }],
      plugins: [contactSource()],
    });
    await kernel.sources.loadFirst('contact', { forceUpdate: true });
    expect(kernel.sources.state('contact')).toMatchObject({ status: 'error', items: [] });
    expect(kernel.sources.state('contact').error?.message).toBe('fetch result must be an array.');
  });
});
