import { describe, expect, it, vi } from 'vitest';
import { ErrorCodes, Messages, PickerError } from '../../../../kernel';
import { createRequestClient } from '../../../../kernel/request';
import { createUnionSearchWidget } from '../../../../presets/union-selector';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'default', seed: 1 });
const widget = (options: Record<string, unknown> = {}) =>
  createUnionSearchWidget({
    fid: 8000001,
    client: createRequestClient({ services: suite.urls }),
    ...options,
  });
const calls = (path: string) => suite.recorded.requests.filter((r) => r.path === path);

describe('the search widget API', () => {
  it('throws "must instantiate first" before init', async () => {
    const api = widget();
    expect(() => api.search('Li')).toThrow(Messages.mustInstantiateFirst);
    try {
      api.info();
    } catch (error) {
      expect((error as PickerError).code).toBe(ErrorCodes.NOT_INITIALISED);
    }
    await api.init();
    expect(api.info().groups.myCloud).toBeTruthy();
  });

  it('init loads the user, the file info and the groups (at once); a second init does nothing', async () => {
    const api = widget();
    await api.init();
    await api.init();
    const order = suite.recorded.requests.map((r) => r.path);
    const user = order.indexOf('/account/p/auth/check');
    const file = order.indexOf('/drive/api/v5/files/8000001/metadata');
    const groups = order.indexOf('/drive/api/v5/groups');
    // They do not depend on each other, so they start together (parallelInit.test.tsx).
    expect(user).toBeGreaterThanOrEqual(0);
    expect(file).toBeGreaterThanOrEqual(0);
    expect(groups).toBeGreaterThanOrEqual(0);
    expect(calls('/drive/api/v5/files/8000001/metadata')).toHaveLength(1);
    expect(calls('/account/p/auth/check')).toHaveLength(1);
    expect(calls('/drive/api/v5/groups')).toHaveLength(1);
  });

  it('a failed user or file info load is ignored', async () => {
    suite.faults.inject('/account/p/auth/check', { status: 500 });
    suite.faults.inject('/drive/api/v5/files/8000001/metadata', { status: 500 });
    const api = widget();
    await api.init();
    expect(api.kernel.status).toBe('ready');
    expect(api.info().file).toBeNull();
  });

  it('searches the active tab and lists it in the spec shape; switching tab is scoped', async () => {
    const api = widget();
    await api.init();
    await api.switchTab('docs');
    const files = await api.list();
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((item) => item._type === 'file')).toBe(true);
    const hits = await api.search('Plan');
    expect(hits.every((item) => item._type === 'file')).toBe(true);
  });

  it('after an insert the chosen users are recorded as recent users', async () => {
    const api = widget({ multiple: true });
    await api.init();
    await api.switchTab('contact');
    await api.list();
    const people = api.kernel.sources
      .state('contact')
      .items.filter((item) => item.type === 'user')
      .slice(0, 2);
    people.forEach((person) => api.kernel.selection.select(person));
    await api.kernel.confirm();
    // The insert does not wait for the call; it lands just after.
    await vi.waitFor(() =>
      expect(suite.recorded.lastAdded('plus').slice(0, 2).map(String)).toEqual(
        people.map((person) => person.id),
      ),
    );
  });

  it('clicks are throttled 500 ms in single mode and 300 ms in multi mode', () => {
    expect(widget().kernel.selection.clickThrottleMs).toBe(500);
    expect(widget({ multiple: true }).kernel.selection.clickThrottleMs).toBe(300);
  });

  it('a file outside includeFileExts is disabled with the reason the row shows', async () => {
    const api = widget({ includeFileExts: ['docx'], language: 'en' });
    await api.init();
    await api.switchTab('docs');
    await api.list();
    const files = api.kernel.sources.state('docs').items;
    const csv = files.find((item) => !item.name.toLowerCase().endsWith('.docx'));
    expect(csv).toBeDefined();
    expect(api.kernel.selection.disabledReasonOf(csv!)).toEqual({
      code: 'fileTypeNotAllowed',
      message: 'This file type cannot be inserted',
    });
    expect(api.kernel.selection.select(csv!)).toBe(false);
  });

  it('multi-selection accepts only known item types', async () => {
    const api = widget({ multiple: true });
    await api.init();
    const accepted = api.kernel.selection.select({
      key: 'company_1',
      id: '1',
      type: 'company',
      origin: 'x',
      sourceKey: 'all',
      name: 'Co',
      raw: null,
    });
    expect(accepted).toBe(false);
  });
});
