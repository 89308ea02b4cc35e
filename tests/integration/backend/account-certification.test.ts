// The user record of /p/auth/check carries certification (finder.md section 3: the cert route).
import { describe, expect, it } from 'vitest';
import { useFakeSuite } from '../../support/fakeSuite';
import { getOk } from './helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

describe('POST /p/auth/check certification', () => {
  it.each([
    ['personal', false],
    ['plus', true],
    ['isolated', true],
  ] as const)('%s: certification %s', async (kind, certified) => {
    suite.setDefaultUser(kind);
    const me = await getOk(`${suite.urls.account}/p/auth/check`, { method: 'POST' });
    expect(me.certification).toBe(certified);
  });
});
