import {
  createMemberPicker,
  createMemberPickerKernel,
  openMemberPicker,
} from '../../../../presets/member-picker';
import { baseOptions, messageFor } from './helpers';

describe('member picker options', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('requires sources, and at least one', () => {
    expect(messageFor({ sources: undefined })).toBe(
      'createMemberPicker: sources is required: pass at least one source config, e.g. sources: [{ type: "latest" }]',
    );
    expect(messageFor({ sources: [] })).toMatch(
      /sources is empty: pass at least one source config/,
    );
    expect(messageFor({ sources: { type: 'latest' } })).toMatch(/sources must be an array/);
    expect(messageFor({ sources: [{ title: 'x' }] })).toMatch(/sources\[0\] has no type/);
  });

  it.each([
    'onNodeClick',
    'onChange',
    'onConfirm',
    'onCancel',
    'onExceed',
    'onUserNotFound',
    'onAddContact',
    'onAddCustomGroup',
    'onManageCustomGroup',
    'plugins',
    'onReady',
  ])('rejects a %s that is not a function', (name) => {
    expect(messageFor({ [name]: 'yes' })).toBe(
      `createMemberPicker: ${name} must be a function (got string)`,
    );
  });

  it.each([0, -10, Number.NaN, '540'])('rejects width %s', (width) => {
    expect(messageFor({ width })).toMatch(/width must be a positive number of pixels/);
  });

  it('rejects an unknown release, client look, empty appKey and non-boolean switches', () => {
    expect(messageFor({ release: 'beta' })).toBe(
      'createMemberPicker: release "beta" is not valid: use "default", "oversea" or "oem"',
    );
    expect(messageFor({ clientLook: 'mobile' })).toMatch(/clientLook "mobile" is not valid/);
    expect(messageFor({ appKey: ' ' })).toMatch(/appKey must be a non-empty string/);
    expect(messageFor({ keydown: 'no' })).toMatch(/keydown must be true or false/);
    expect(messageFor({ showRemind: 1 })).toMatch(/showRemind must be true or false/);
  });

  it('the kernel factory needs services or a client', () => {
    expect(() => createMemberPickerKernel(baseOptions({ client: undefined }))).toThrow(
      'createMemberPicker: no way to reach the suite: pass services (a base URL per service) or a client',
    );
    expect(() =>
      createMemberPickerKernel(
        baseOptions({ client: undefined, services: { acount: 'http://x' } as never }),
      ),
    ).toThrow(/services.acount is not a service: use account, team/);
  });

  it('kernel options fail at creation, before any kernel exists', () => {
    expect(messageFor({ maxCount: 0 })).toBe(
      'createMemberPicker: maxCount 0 is not valid: use a whole number of at least 1 (default 99999)',
    );
    expect(messageFor({ maxCount: 2.5 })).toMatch(/maxCount 2.5 is not valid/);
    expect(messageFor({ departmentCounting: 'all' })).toBe(
      'createMemberPicker: departmentCounting "all" is not valid: use "staff" or "one"',
    );
    expect(messageFor({ pageSize: -1 })).toMatch(/pageSize -1 is not valid/);
    expect(messageFor({ defaultSelected: [{ type: 'user' }] })).toBe(
      'createMemberPicker: defaultSelected[0] needs a type and an id, e.g. { type: "user", id: "1001" }',
    );
    expect(messageFor({ disabled: 'u1' })).toMatch(/disabled must be an array of \{ type, id \}/);
    expect(messageFor({ hidden: [null] })).toMatch(/hidden\[0\] needs a type and an id/);
  });

  it('openMemberPicker rejects an invalid maximum without mounting anything', async () => {
    await expect(openMemberPicker(baseOptions({ maxCount: 0 }))).rejects.toThrow(
      /createMemberPicker: maxCount 0 is not valid/,
    );
  });

  it('kernel options are checked by the kernel too', () => {
    expect(() => createMemberPickerKernel(baseOptions({ maxCount: 0 }))).toThrow(
      /maxCount 0 is not valid/,
    );
  });

  it('a plugins function must return an array', () => {
    expect(messageFor({ plugins: () => undefined })).toMatch(
      /plugins\(defaults\) must return an array of plugins/,
    );
  });

  it('openMemberPicker rejects invalid options without mounting anything', async () => {
    const before = globalThis.document?.body.childElementCount;
    await expect(openMemberPicker(baseOptions({ width: -1 }))).rejects.toThrow(/width/);
    expect(globalThis.document?.body.childElementCount).toBe(before);
  });
});

describe('caller tags', () => {
  it('warns when _from or _function is absent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createMemberPicker(baseOptions({ _from: undefined, _function: undefined }));
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[pickerkit] _from must be set by the caller (got "")',
      '[pickerkit] _function must be set by the caller (got "")',
    ]);
  });

  it('passes them to the kernel, which warns when they are "none" or empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kernel = createMemberPickerKernel(baseOptions({ _from: 'none', _function: '' }));
    expect(kernel.options._from).toBe('none');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[pickerkit] _from must be set by the caller (got "none")',
      '[pickerkit] _function must be set by the caller (got "")',
    ]);
  });

  it('says nothing when both are set', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createMemberPickerKernel(baseOptions());
    expect(warn).not.toHaveBeenCalled();
  });
});
