// Where the certification screen returns to, and which link addresses are followed.
import { describe, expect, it } from 'vitest';
import { certReturnTarget } from '../../../../../plugins/drive/private-space/certReturn';
import { safeHref } from '../../../../../plugins/drive/private-space/spaceLinks';

describe('cert return', () => {
  it("replaces the route with the cb query's path", () => {
    expect(certReturnTarget('/@uikit/team/5/files/0')).toBe('/@uikit/team/5/files/0');
    expect(certReturnTarget(' /@uikit/latest ')).toBe('/@uikit/latest');
  });

  it('no cb, or one that is not a path of the router, goes to the landing view', () => {
    for (const cb of [
      undefined,
      '',
      'https://evil.test/',
      '//evil.test/x',
      'javascript:alert(1)',
      '/\\evil',
    ]) {
      expect(certReturnTarget(cb)).toEqual({ name: 'index' });
    }
  });
});

describe('link addresses', () => {
  it('keeps http(s) and relative addresses, drops the rest', () => {
    expect(safeHref('https://account.test/vip')).toBe('https://account.test/vip');
    expect(safeHref('/vip/renew')).toBe('/vip/renew');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });
});
