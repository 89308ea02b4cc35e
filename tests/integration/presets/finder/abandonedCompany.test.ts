// A navigation into another company that the user leaves before it finished gives the company
// back: the place the user stays on keeps its company (its requests, caches and searches).
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseWorkspace } from '../../../../plugins/drive/enterprise/workspaces';
import { MAIN_COMPANY_ID } from '../../../../sandbox/backend/data/identities';
import { useFinderHarness } from './finderHarness';

const { suite, started } = useFinderHarness({ language: 'en' });
const OTHER_COMPANY_ID = MAIN_COMPANY_ID + 1;

/** Holds every folder listing until `release()`; `asked` settles on the first one held. */
function holdDrive(): { release(): void; asked: Promise<void> } {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => undefined as void;
  const seen = new Promise<void>((resolve) => (asked = resolve));
  suite.server.use(
    http.get(`${suite.urls.drive}/api/v5/groups/:tid/files`, async () => {
      asked();
      await held;
      return undefined;
    }),
  );
  return { release, asked: seen };
}

describe('a navigation into another company, left before it finished', () => {
  it('the company shown stays current when the user goes to a place of no company', async () => {
    const f = await started();
    expect(f.kernel.router.current?.params.cid).toBe(MAIN_COMPANY_ID);
    expect(f.kernel.context.currentCompanyId).toBe(String(MAIN_COMPANY_ID));

    const drive = holdDrive();
    const switching = chooseWorkspace(f.store, OTHER_COMPANY_ID)!;
    await drive.asked;
    // The new company's requests run with it current.
    expect(f.kernel.context.currentCompanyId).toBe(String(OTHER_COMPANY_ID));
    const latest = f.kernel.router.navigate({ name: 'Latest' });
    drive.release();
    await switching;
    expect((await latest).status).toBe('done');

    expect(f.kernel.router.current?.name).toBe('Latest');
    expect(f.kernel.context.currentCompanyId).toBe(String(MAIN_COMPANY_ID));
  });

  it('a company the user did reach stays current', async () => {
    const f = await started();
    await chooseWorkspace(f.store, OTHER_COMPANY_ID);
    await f.kernel.router.navigate({ name: 'Latest' });
    expect(f.kernel.context.currentCompanyId).toBe(String(OTHER_COMPANY_ID));
  });
});
