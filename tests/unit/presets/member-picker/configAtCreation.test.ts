/**
 * Source configurations that need no signed-in user are refused when the picker is created, with
 * the rule's own message, by createMemberPicker, createMemberPickerKernel and openMemberPicker
 * (which rejects before anything is mounted). Before, these thirteen were found only at init, and
 * openMemberPicker never settled.
 */
import { ErrorCodes, PickerError } from '../../../../kernel';
import { MemberMessages } from '../../../../plugins/sources/member-items/messages';
import {
  createMemberPicker,
  createMemberPickerKernel,
  openMemberPicker,
} from '../../../../presets/member-picker';
import { baseOptions } from './helpers';

const get = async () => ({ items: [], done: true });
const search = async () => ({ items: [], done: true });

const CASES: Array<[string, Record<string, unknown>, string | RegExp]> = [
  [
    'an unknown source type',
    { sources: [{ type: 'colleagues' }] },
    MemberMessages.invalidSourceType,
  ],
  [
    'duplicate selfDefine keys',
    {
      sources: [
        { type: 'selfDefine', key: 'p', get, search },
        { type: 'selfDefine', key: 'p', get, search },
      ],
    },
    MemberMessages.selfDefineUniqueKey,
  ],
  [
    'a selfDefine without get',
    { sources: [{ type: 'selfDefine', search }] },
    MemberMessages.selfDefineGet,
  ],
  [
    'a selfDefine without search',
    { sources: [{ type: 'selfDefine', get }] },
    MemberMessages.selfDefineSearch,
  ],
  [
    'a selfDefine without getAll for root selection',
    { sources: [{ type: 'selfDefine', get, search, rootNodeSelectable: true }] },
    MemberMessages.selfDefineGetAll,
  ],
  [
    'a department without companyId',
    { sources: [{ type: 'department', deptId: 1 }] },
    MemberMessages.missingCompanyId,
  ],
  [
    'a collaborator without sid',
    { sources: [{ type: 'collaborator' }] },
    MemberMessages.missingSid,
  ],
  ['a teamMember without gid', { sources: [{ type: 'teamMember' }] }, MemberMessages.missingGid],
  [
    'a custom source without companyId',
    { sources: [{ type: 'custom', gid: 7 }] },
    MemberMessages.customNeedsIds,
  ],
  [
    'a custom source without gid',
    { sources: [{ type: 'custom', companyId: 7 }] },
    MemberMessages.customNeedsIds,
  ],
  [
    'teamCompany without a company',
    { sources: [{ type: 'teamCompany' }] },
    MemberMessages.teamCompanyNeedsCompany,
  ],
  [
    'a javascript: service URL',
    { client: undefined, services: { account: 'javascript:alert(1)//' } },
    'createMemberPicker: services.account "javascript:alert(1)//" must be an http: or https: URL or a path',
  ],
  [
    'a javascript: per-source base URL',
    { sources: [{ type: 'latest', baseURL: 'javascript:alert(1)//' }] },
    'sources[0].baseURL "javascript:alert(1)//" must be an http: or https: URL or a path',
  ],
];

function errorOf(run: () => unknown): PickerError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PickerError);
    return error as PickerError;
  }
  throw new Error('expected the configuration to be refused at creation');
}

describe('configuration refused at creation', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it.each(CASES)('%s', async (_name, extra, message) => {
    const options = { ...baseOptions(), ...extra } as never;
    const run = () => {
      createMemberPicker(options);
      // The connection is checked by the kernel factory and openMemberPicker.
      createMemberPickerKernel(options);
    };
    const error = errorOf(run);
    expect([ErrorCodes.SOURCE_INVALID, ErrorCodes.OPTIONS_INVALID]).toContain(error.code);
    if (typeof message === 'string') expect(error.message).toContain(message);
    else expect(error.message).toMatch(message);
    await expect(openMemberPicker(options)).rejects.toThrow(error.message);
  });

  it('accepts the same sources when they are complete (comp_id and numeric strings count)', () => {
    const sources = [
      { type: 'department', comp_id: '7', deptId: '1' },
      { type: 'collaborator', sid: 's1' },
      { type: 'teamMember', gid: 3 },
      { type: 'custom', companyId: 7, gid: 9 },
      { type: 'teamCompany', companyId: 7 },
      { type: 'selfDefine', key: 'a', get, search },
      { type: 'selfDefine', key: 'b', get, searchable: false },
    ];
    expect(() => createMemberPicker({ ...baseOptions(), sources } as never)).not.toThrow();
  });

  it('leaves a teamCompany that falls back to the user company to init', () => {
    const sources = [{ type: 'company' }, { type: 'teamCompany' }];
    expect(() => createMemberPicker({ ...baseOptions(), sources } as never)).not.toThrow();
  });

  it('maxCount given as a string says it must be a number', () => {
    const error = errorOf(() => createMemberPicker({ ...baseOptions(), maxCount: '5' } as never));
    expect(error.message).toBe(
      'createMemberPicker: maxCount must be a number, not the string "5": write maxCount: 5',
    );
    expect(error.message).not.toMatch(/maxCount 5 is not valid/);
  });
});
