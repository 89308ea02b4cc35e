import type { Plugin } from '../../../../kernel';
import { usageAnalytics } from '../../../../plugins/analytics/usage-events';
import { SLOTS, createViewPlugin } from '../../../../plugins/views/shared';
import {
  MEMBER_PICKER_PLUGIN,
  createMemberPicker,
  createMemberPickerKernel,
} from '../../../../presets/member-picker';
import { baseOptions } from './helpers';

const names = (plugins: readonly Plugin[]) => plugins.map((plugin) => plugin.name);

const DEFAULT_NAMES = [
  'pickerContext',
  'source:latest',
  'source:contact',
  'source:company-tree',
  'source:teams',
  'source:team-members',
  'source:group',
  'source:custom-tags',
  'source:custom-tag-members',
  'source:collaborators',
  'source:file-permission-members',
  'source:recommend',
  'source:selfDefine',
  'view:modal',
  'view:tabs',
  'view:search-box',
  'view:list',
  'view:tree',
  'view:selected-panel',
  'view:announcer',
  'view:special-rows',
  MEMBER_PICKER_PLUGIN,
];

describe('createMemberPicker: the plugin list', () => {
  it('is the context, every source, the views and the preset plugin', () => {
    expect(names(createMemberPicker(baseOptions()))).toEqual(DEFAULT_NAMES);
  });

  it('adds usage analytics only when an appKey is given', () => {
    expect(names(createMemberPicker(baseOptions({ appKey: 'kdocs' })))).toEqual([
      ...DEFAULT_NAMES,
      'usage-analytics',
    ]);
  });

  it('provides every source type a caller may configure', () => {
    const kernel = createMemberPickerKernel(baseOptions());
    for (const type of [
      'latest',
      'contact',
      'company',
      'department',
      'staff',
      'myTeam',
      'teamPerson',
      'teamCompany',
      'teamMember',
      'group',
      'custom',
      'customMember',
      'collaborator',
      'filePermissionMember',
      'recommend',
      'selfDefine',
    ]) {
      expect(kernel.sources.hasProvider(type)).toBe(true);
    }
  });

  it('the kernel uses the same list and passes host modes to the kernel options', () => {
    const kernel = createMemberPickerKernel(
      baseOptions({ isCms: true, isWoa: true, clientLook: 'desktop', release: 'oversea' }),
    );
    expect(kernel.pluginNames).toEqual(DEFAULT_NAMES);
    expect(kernel.options).toMatchObject({
      isCms: true,
      isWoa: true,
      clientLook: 'desktop',
      release: 'oversea',
      keydown: true,
    });
    expect(kernel.language).toBe('en');
    expect(createMemberPickerKernel(baseOptions({ keydown: false })).options.keydown).toBe(false);
  });

  it('calls onReady once with the kernel', () => {
    const onReady = vi.fn();
    const kernel = createMemberPickerKernel(baseOptions({ onReady }));
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledWith(kernel);
  });
});

describe('createMemberPicker: hosts edit the list', () => {
  it('removes a plugin', () => {
    const plugins = createMemberPicker(
      baseOptions({
        plugins: (defaults) => defaults.filter((plugin) => plugin.name !== 'source:recommend'),
      }),
    );
    expect(names(plugins)).not.toContain('source:recommend');
    const kernel = createMemberPickerKernel(
      baseOptions({ plugins: (defaults) => defaults.filter((p) => p.name !== 'source:recommend') }),
    );
    expect(kernel.sources.hasProvider('recommend')).toBe(false);
    expect(kernel.sources.hasProvider('latest')).toBe(true);
  });

  it('replaces the list view with its own view', () => {
    const HostList = () => null;
    const hostList = createViewPlugin('host:list', SLOTS.list, HostList);
    const kernel = createMemberPickerKernel(
      baseOptions({
        plugins: (defaults) => defaults.map((p) => (p.name === 'view:list' ? hostList : p)),
      }),
    );
    expect(kernel.pluginNames).toContain('host:list');
    expect(kernel.pluginNames).not.toContain('view:list');
    expect(kernel.slots.get(SLOTS.list)).toBe(HostList);
  });

  it('adds a plugin of its own after the defaults', () => {
    const applied = vi.fn();
    const kernel = createMemberPickerKernel(
      baseOptions({
        plugins: (defaults) => [...defaults, { name: 'host:extra', apply: applied }],
      }),
    );
    expect(kernel.pluginNames.at(-1)).toBe('host:extra');
    expect(applied).toHaveBeenCalledWith(kernel);
  });

  it('a host list that breaks the plugin rules fails at creation with the kernel message', () => {
    expect(() =>
      createMemberPickerKernel(
        baseOptions({
          plugins: (defaults) => [
            ...defaults,
            usageAnalytics({ appKey: 'a' }),
            usageAnalytics({ appKey: 'b' }),
          ],
        }),
      ),
    ).toThrow(/plugin "usage-analytics" is used twice/);
  });
});
