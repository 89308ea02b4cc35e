// @vitest-environment jsdom
// Every finder input is checked at creation: a wrong type fails with a PickerError that names the
// input and what it accepts (never a TypeError or a finder that hangs), and openFinder rejects with
// it; a missing required input is not an error at creation but the spec's error page.
import { describe, expect, it } from 'vitest';
import { createRequestClient } from '../../../../kernel';
import { createFinder, openFinder } from '../../../../presets/finder';
import { optionsErrorOf } from '../../../support/optionsError';

const services = { drive: '/drive', account: '/account', directory: '/directory' };

function messageOf(options: unknown): string {
  return optionsErrorOf(() =>
    createFinder({ services, storage: null, ...(options as object) } as never).dispose(),
  );
}

const WRONG: [string, Record<string, unknown>, RegExp][] = [
  ['release', { release: 'evil' }, /release must be one of default, oversea, oem \(got "evil"\)/],
  ['file', { file: 'doc' }, /file must be an object/],
  ['file.presets', { file: { presets: 'a,b' } }, /file.presets must be a list of files/],
  ['a preset', { file: { presets: [{ fname: 'x' }] } }, /file.presets\[0\] must be \{ id/],
  ['file.shareMode', { file: { shareMode: 'yes' } }, /file.shareMode must be true or false/],
  ['file.crossCatalog', { file: { crossCatalog: 1 } }, /file.crossCatalog must be true or false/],
  ['file.fileLimitNum', { file: { fileLimitNum: '3' } }, /file.fileLimitNum must be a whole/],
  ['file.includes', { file: { includes: 'doc' } }, /file.includes must be a list of strings/],
  ['action', { action: 5 }, /action must be a string \(got 5\)/],
  ['mode', { mode: {} }, /mode must be a string/],
  ['path', { path: 'all' }, /path must be \{ name, params\?, query\? \}/],
  ['path.params', { path: { name: 'x', params: { tid: {} } } }, /path.params must be an object/],
  ['path.query', { path: { name: 'x', query: { cid: 1 } } }, /path.query must be an object of/],
  ['features', { features: 'secret' }, /features must be a list or \{ includes, excludes \}/],
  ['features.restrict', { features: { restrict: 'no' } }, /features.restrict must be true or/],
  ['tabs', { tabs: 3 }, /tabs must be a list or/],
  ['okText', { okText: 5 }, /okText must be a string \(got 5\)/],
  ['cancelText', { cancelText: false }, /cancelText must be a string/],
  ['committing', { committing: 'yes' }, /committing must be true or false \(got "yes"\)/],
  ['transfer', { transfer: 7 }, /transfer must be \{ userId, companyId \}/],
  [
    'transfer.userId',
    { action: 'transfer', transfer: { userId: { id: 1 }, companyId: 0 } },
    /transfer.userId must be a number or a string id/,
  ],
  ['transfer.companyId', { transfer: { userId: 1, companyId: [] } }, /transfer.companyId must/],
  ['language', { language: 3 }, /language must be a string/],
  ['plugKey', { plugKey: {} }, /plugKey must be a string/],
  ['title', { title: 1 }, /title must be a string/],
  ['appKey', { appKey: '' }, /appKey must be a non-empty string/],
  ['hideCopySuffix', { hideCopySuffix: 'yes' }, /hideCopySuffix must be true or false/],
  ['pageSize', { pageSize: 0 }, /pageSize must be a whole number of at least 1/],
  ['storage', { storage: 'local' }, /storage must be a Storage/],
  ['secretLinks', { secretLinks: 'x' }, /secretLinks must be \{ forgotPassword\?, renew\? \}/],
  ['secretLinks.renew', { secretLinks: { renew: 1 } }, /secretLinks.renew must be a string/],
  ['onConfirm', { onConfirm: 'go' }, /onConfirm must be a function/],
  ['plugins', { plugins: [] }, /plugins must be a function/],
];

describe('finder inputs at creation', () => {
  it.each(WRONG)('names %s and what it accepts', (_name, options, message) => {
    expect(messageOf(options)).toMatch(message);
  });

  it('refuses null and non-object options with a message, not a TypeError', () => {
    for (const options of [null, 'x', []]) {
      expect(() => createFinder(options as never)).toThrow(/finder: options must be an object/);
    }
  });

  it('openFinder rejects with the same message and mounts nothing', async () => {
    const before = document.body.childElementCount;
    await expect(openFinder({ services, release: 'evil' as never })).rejects.toThrow(
      /release must be one of/,
    );
    await expect(openFinder(null as never)).rejects.toThrow(/options must be an object/);
    await expect(openFinder({ services, committing: 'yes' as never })).rejects.toThrow(
      /committing must be true or false/,
    );
    expect(document.body.childElementCount).toBe(before);
  });

  it('keeps missing required inputs for the error page, joined', () => {
    const client = createRequestClient({ services });
    const copy = createFinder({ client, storage: null, action: 'copy', file: { presets: [] } });
    expect(copy.store.inputs.missing).toEqual(['必传参数未传入: file.presets']);
    copy.dispose();
    const transfer = createFinder({ client, storage: null, action: 'transfer', transfer: {} });
    expect(transfer.store.inputs.missing).toEqual([
      '必传参数未传入: transfer.userId',
      '必传参数未传入: transfer.companyId',
    ]);
    transfer.dispose();
  });
});
