// Each preset checks at creation that it can reach the suite: a request client, or services with a
// base URL for every service it calls; a missing one is named with what it is for. The service
// list of the README's member picker example (account, directory, plus, team) is the case that
// used to fail only at init, behind "An error occurs. Click to retry.".
import { describe, expect, it, vi } from 'vitest';
import { createRequestClient } from '../../../kernel';
import { createFinder } from '../../../presets/finder';
import { createMemberPickerKernel } from '../../../presets/member-picker';
import { createUnionSelector, createUnionSelectorKernel } from '../../../presets/union-selector';
import { optionsErrorOf } from '../../support/optionsError';

const README_SERVICES = {
  account: '/api/account',
  directory: '/api/directory',
  plus: '/api/plus',
  team: '/api/team',
};

const messageOf = optionsErrorOf;

const union = (extra: Record<string, unknown>) => () =>
  createUnionSelectorKernel({ fid: 1, storage: null, ...extra } as never);
const finder = (extra: Record<string, unknown>) => () =>
  createFinder({ storage: null, ...extra } as never).dispose();
const member = (extra: Record<string, unknown>) => () =>
  createMemberPickerKernel({
    sources: [{ type: 'latest' }],
    storage: null,
    _from: 'tests',
    _function: 'services',
    ...extra,
  } as never).dispose();

describe('the union selector checks its connection at creation', () => {
  it('names the services missing from the README list and what each is for', () => {
    expect(messageOf(union({ services: README_SERVICES }))).toBe(
      'createUnionSelector: missing services: drive (the current file and the my-cloud and upload ' +
        "groups; documents of the all tab; the docs tab). Pass services={{ account: '…', drive: " +
        "'…', plus: '…', directory: '…' }} or a client",
    );
  });

  it('asks only for what its tabs call, and a tab with its own baseURL covers it', () => {
    const services = { account: '/a', drive: '/d', plus: '/p' };
    expect(messageOf(union({ services, tabs: [{ type: 'dept' }] }))).toMatch(
      /missing services: directory \(the dept tab\)/,
    );
    expect(() => union({ services, tabs: [{ type: 'group' }, { type: 'time' }] })()).not.toThrow();
    expect(() =>
      union({ services, tabs: [{ type: 'dept', baseURL: { directory: '/dir' } }] })(),
    ).not.toThrow();
  });

  it('refuses a URL string, an empty client and neither, saying what to pass', () => {
    expect(messageOf(union({ services: 'http://x' }))).toMatch(
      /^createUnionSelector: services must be an object of base URLs by service name, e\.g\. services=\{\{ account: '…'.*\(got "http:\/\/x"\)$/,
    );
    expect(messageOf(union({ client: {} }))).toBe(
      'createUnionSelector: client must be a request client (with request, get, post, put, ' +
        'delete): pass createRequestClient({ services }) or omit it and pass services',
    );
    expect(messageOf(union({}))).toMatch(
      /^createUnionSelector: no way to reach the suite: pass services \(a base URL per service\) or a client; it calls account \(the signed-in user; contacts and groups of the all tab;/,
    );
  });

  it('checks services given to createUnionSelector too, and leaves a host kernel alone', () => {
    expect(messageOf(() => createUnionSelector({ fid: 1, services: 'http://x' } as never))).toMatch(
      /services must be an object of base URLs/,
    );
    expect(createUnionSelector({ fid: 1 }).length).toBeGreaterThan(0);
  });

  it('takes a ready client as it is, and asks for events only with an appKey', () => {
    const client = createRequestClient({ services: { account: '/a' } });
    expect(() => union({ client })()).not.toThrow();
    const services = { ...README_SERVICES, drive: '/d' };
    expect(() => union({ services })()).not.toThrow();
    expect(messageOf(union({ services, appKey: 'k' }))).toMatch(
      /missing services: events \(usage events, as appKey is set\)/,
    );
  });
});

describe('the finder checks its connection at creation', () => {
  it('names drive, missing from the README list, and what it is for', () => {
    expect(messageOf(finder({ services: README_SERVICES }))).toBe(
      'finder: missing services: drive (files, folders and spaces). Pass services={{ drive: ' +
        "'…', account: '…', directory: '…' }} or a client",
    );
  });

  it('refuses a URL string, an empty client and neither', () => {
    expect(messageOf(finder({ services: 'http://x' }))).toMatch(
      /^finder: services must be an object of base URLs/,
    );
    expect(messageOf(finder({ client: {} }))).toMatch(/^finder: client must be a request client/);
    expect(messageOf(finder({}))).toMatch(
      /^finder: no way to reach the suite: .*drive \(files, folders and spaces\)/,
    );
  });
});

describe('the member picker checks the services its sources call', () => {
  it('takes the README list for latest, company and group sources', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sources = [{ type: 'latest' }, { type: 'company' }, { type: 'group' }];
    expect(() => member({ services: README_SERVICES, sources })()).not.toThrow();
  });

  it('names a service a source needs, and a source baseURL covers it', () => {
    const services = { account: '/a', directory: '/d', plus: '/p' };
    expect(messageOf(member({ services, sources: [{ type: 'myTeam' }] }))).toBe(
      "createMemberPicker: missing services: team (the myTeam source). Pass services={{ account: '…', plus: '…', directory: '…', team: '…' }} or a client",
    );
    expect(() =>
      member({ services, sources: [{ type: 'myTeam', baseURL: 'https://teams.test' }] })(),
    ).not.toThrow();
    // A selfDefine source calls what its own code calls: it needs no service of the picker's.
    const get = async () => ({ items: [], done: true });
    const selfDefine = { type: 'selfDefine', key: 'x', title: 'X', get, search: get };
    expect(() => member({ services, sources: [selfDefine] })()).not.toThrow();
  });

  it('names every need when neither services nor a client is given', () => {
    expect(messageOf(member({}))).toBe(
      'createMemberPicker: no way to reach the suite: pass services (a base URL per service) or ' +
        'a client; it calls account (the signed-in user and recent contacts; the latest source), ' +
        "plus (a company user's companies), directory (the company switch; the latest source), " +
        "e.g. services={{ account: '…', plus: '…', directory: '…' }}",
    );
  });
});
