// The link origin a team location carries: a link folder's target sets it, a move within the same
// team keeps it, another team or route drops it; names inside refuse ; % & (finder.md section 5).
import { describe, expect, it } from 'vitest';
import type { RouteLocation } from '../../../../kernel';
import { carriedLinkOrigin, insideLinkFolder } from '../../../../plugins/drive/rules/linkOrigin';
import { folderTarget } from '../../../../plugins/sources/shared/driveEntry';

function at(name: string, params: Record<string, number>, query: Record<string, string> = {}) {
  const location: RouteLocation = {
    name,
    params,
    query,
    path: '',
    href: '',
    matched: [],
    meta: {},
    transient: false,
  };
  return location;
}

describe('link origin', () => {
  it('a link folder opens its linked team with its own id as the origin', () => {
    const target = folderTarget({
      ftype: 'linkfolder',
      id: 77,
      groupid: 1,
      corpid: 0,
      linkgroupid: 9,
    });
    expect(target).toEqual({
      name: 'TeamFiles',
      params: { tid: 9, fid: 0 },
      query: { linkfolder: '77' },
    });
  });

  it('is kept within the same team and dropped elsewhere', () => {
    const linked = at('TeamFiles', { tid: 9, fid: 0 }, { linkfolder: '77' });
    expect(insideLinkFolder(linked)).toBe(true);
    expect(carriedLinkOrigin(linked, at('TeamFiles', { tid: 9, fid: 5 }))).toEqual({
      name: 'TeamFiles',
      params: { tid: 9, fid: 5 },
      query: { linkfolder: '77' },
    });
    expect(carriedLinkOrigin(linked, at('TeamFiles', { tid: 10, fid: 5 }))).toBeNull();
    expect(
      carriedLinkOrigin(at('TeamFiles', { tid: 9, fid: 0 }), at('TeamFiles', { tid: 9, fid: 5 })),
    ).toBeNull();
    expect(insideLinkFolder(at('Latest', {}, { linkfolder: '77' }))).toBe(false);
    expect(insideLinkFolder(at('TeamFiles', { tid: 9, fid: 5 }))).toBe(false);
  });
});
