// The private space against the fake suite: the locked space goes to the unlock form; wrong
// passwords show the attempts left; the limit says try again tomorrow; the right one opens the
// private files; vip_level below 20 is flagged membership expired; never in transfer. The
// password goes into the unlock call only: not logged, not stored, not in any other request.
import { describe, expect, it, vi } from 'vitest';
import type { FinderInstance } from '../../../../presets/finder';
import { flushFinderCache } from '../../../../plugins/drive/finder-state/cachedCalls';
import { secretLinksOf } from '../../../../plugins/drive/private-space/spaceLinks';
import { UnlockForm } from '../../../../plugins/drive/private-space/UnlockForm';
import { entryOf } from '../../../../plugins/sources/shared/driveEntry';
import { useFinderHarness } from './finderHarness';

const PASSWORD = 'Secret#2026';
const { suite, started } = useFinderHarness();

const routeName = (f: FinderInstance) => f.kernel.router.current?.name;
const rootNames = (f: FinderInstance) =>
  (f.store.listState()?.items ?? [])
    .map((i) => entryOf(i))
    .filter((e) => e?.ftype === 'secretfolder');

async function atUnlock(): Promise<FinderInstance> {
  suite.setDefaultUser('plus');
  const f = await started({ tabs: ['MyDocs'] });
  await f.kernel.router.navigate({ name: 'Secret' });
  expect(routeName(f)).toBe('UnlockSecret');
  return f;
}

describe('private space', () => {
  it('a locked private space goes to the unlock form', async () => {
    const f = await atUnlock();
    expect(f.kernel.router.current?.transient).toBe(true);
    expect(suite.recorded.requests.some((r) => r.path === '/drive/api/v3/groups/secret/lock')).toBe(
      true,
    );
  });

  it('an empty or blank password is refused with errorPassword, without a call', async () => {
    const f = await atUnlock();
    const form = new UnlockForm(f.store);
    const before = suite.recorded.requests.length;
    expect(await form.submit('   ')).toBe(false);
    expect(form.message).toBe('请输入密码');
    expect(suite.recorded.requests.length).toBe(before);
  });

  it('wrong passwords: plain incorrect above 5 left, then the attempts; the limit: tomorrow', async () => {
    const f = await atUnlock();
    const form = new UnlockForm(f.store);
    await f.kernel.setLanguage('en');
    expect(await form.submit('wrong-1')).toBe(false);
    expect(form.message).toBe('Incorrect password.'); // 6 left
    expect(await form.submit('wrong-2')).toBe(false);
    expect(form.message).toBe('Incorrect password, 5 more attempts.');
    for (const left of [4, 3, 2, 1]) {
      await form.submit(`wrong-${left}`);
      expect(form.message).toBe(`Incorrect password, ${left} more attempts.`);
    }
    expect(form.exhausted).toBe(false);
    await form.submit('wrong-last');
    expect(form.message).toBe('Too many wrong passwords. Please try again tomorrow.');
    expect(form.exhausted).toBe(true);
    // Even the right one is refused until tomorrow.
    expect(await form.submit(PASSWORD)).toBe(false);
    expect(routeName(f)).toBe('UnlockSecret');
  });

  it('the right password (trimmed) opens the private files', async () => {
    const f = await atUnlock();
    const form = new UnlockForm(f.store);
    expect(await form.submit(`  ${PASSWORD} `)).toBe(true);
    expect(routeName(f)).toBe('TeamFiles');
    expect(f.store.teamView?.team.type).toBe('secret');
    expect(f.store.listState()?.status).toBe('loaded');
    const unlock = suite.recorded.requests.find(
      (r) => r.path === '/drive/api/v3/groups/secret/unlock',
    );
    expect(unlock?.method).toBe('PUT');
    expect(JSON.parse(unlock!.body)).toEqual({ password: PASSWORD });
    // The unlock form left the history.
    await f.kernel.router.back();
    expect(routeName(f)).not.toBe('UnlockSecret');
  });

  it('the password is never logged, stored or sent anywhere but the unlock call', async () => {
    const logged: unknown[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args);
      });
    }
    const written: string[] = [];
    const storage = {
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: (key: string, value: string) => written.push(`${key}=${value}`),
      removeItem: () => undefined,
      clear: () => undefined,
    } as Storage;
    suite.setDefaultUser('plus');
    const f = await started({ tabs: ['MyDocs'], storage });
    const errors: unknown[] = [];
    f.kernel.hooks.onError.tap('test', (error) => errors.push(error));
    await f.kernel.router.navigate({ name: 'Secret' });
    const form = new UnlockForm(f.store);
    const wrong = 'Wrong-Pass-77';
    await form.submit(wrong);
    await form.submit(PASSWORD);
    expect(routeName(f)).toBe('TeamFiles');
    flushFinderCache(f.kernel);

    const secrets = [wrong, PASSWORD];
    const carriers = suite.recorded.requests.filter((r) =>
      secrets.some(
        (s) => r.body.includes(s) || JSON.stringify(r.query).includes(s) || r.path.includes(s),
      ),
    );
    expect(carriers.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /drive/api/v3/groups/secret/unlock',
      'PUT /drive/api/v3/groups/secret/unlock',
    ]);
    for (const r of suite.recorded.requests) {
      expect(JSON.stringify(r.headers)).not.toContain(PASSWORD);
    }
    const text = JSON.stringify([logged, written, errors.map(String)]);
    for (const s of secrets) expect(text).not.toContain(s);
    const kept = Object.entries(form).filter(([key]) => key !== 'store');
    expect(JSON.stringify(kept)).not.toContain(PASSWORD);
    expect(kept.map(([key]) => key).sort()).toEqual(['exhausted', 'message', 'pending']);
  });

  it('vip_level below 20: the folder is flagged membership expired and opens the renew gate', async () => {
    suite.setDefaultUser('personal');
    const f = await started();
    const [secret] = rootNames(f);
    expect(secret?.description).toBe('会员已过期');
    await f.kernel.router.navigate({ name: 'Secret' });
    expect(routeName(f)).toBe('UnlockSecret');
    expect(suite.recorded.requests.some((r) => r.path === '/drive/api/v3/groups/secret/lock')).toBe(
      false,
    );
  });

  it('a plus user sees the private folder unflagged at the root of My Documents', async () => {
    suite.setDefaultUser('plus');
    const f = await started({ tabs: ['MyDocs'] });
    const [secret] = rootNames(f);
    expect(secret?.fname).toBeTruthy();
    expect(secret?.description).toBeUndefined();
  });

  it('not offered in transfer, nor without the secret feature', async () => {
    suite.setDefaultUser('plus');
    const f = await started({ action: 'transfer', transfer: { userId: 1000002, companyId: 0 } });
    expect(rootNames(f)).toEqual([]);
    await f.kernel.router.navigate({ name: 'Secret' });
    expect(routeName(f)).toBe('error');
    flushFinderCache(f.kernel);
    const g = await started({ tabs: ['MyDocs'], features: { excludes: ['secret'] } });
    expect(rootNames(g)).toEqual([]);
  });

  it("links: the host's, else the account service pages; unsafe ones are dropped", async () => {
    const f = await started({ secretLinks: { renew: 'javascript:alert(1)' } });
    expect(secretLinksOf(f.store)).toEqual({
      forgotPassword: `${suite.urls.account}/secret/forgot-password`,
      renew: undefined,
    });
  });
});
