// @vitest-environment jsdom
/**
 * The union selector's init calls that do not depend on each other (the user, the file info, the
 * groups) start together: with the suite answering each after a latency, they all reach it before
 * the first one is answered. A failed group load still fails
 * init with the spec's retry panel, and the retry opens the selector.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '../../../../kernel';
import { createUnionSelectorKernel, openUnionSelector } from '../../../../presets/union-selector';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const USER = '/account/p/auth/check';
const FILE = '/drive/api/v5/files/1/metadata';
const GROUPS = '/drive/api/v5/groups';
const LATENCY = 150;

afterEach(() => cleanup());

const startOf = (path: string) => suite.recorded.requests.find((r) => r.path === path)?.at;

describe('union selector: parallel init', () => {
  it('the user, the file info and the groups are asked at once, not one after the other', async () => {
    for (const path of [USER, FILE, GROUPS]) suite.faults.inject(path, { latency: LATENCY });
    const kernel = createUnionSelectorKernel({ fid: 1, multiple: true, services: suite.urls });
    await kernel.init();
    expect(kernel.status).toBe('ready');
    const starts = [USER, FILE, GROUPS].map(startOf);
    expect(starts.every((at) => typeof at === 'number')).toBe(true);
    const spread = Math.max(...(starts as number[])) - Math.min(...(starts as number[]));
    // Every call was sent before the first could be answered: they overlap (one after another,
    // the last would start at least two latencies after the first).
    expect(spread).toBeLessThan(LATENCY);
    kernel.dispose();
  });

  it('a failed group load, while the user and the file info answered, shows the retry panel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    suite.faults.inject(GROUPS, { status: 500, count: 1 });
    suite.faults.inject(USER, { latency: LATENCY });
    let result: Promise<unknown> | undefined;
    act(() => {
      result = openUnionSelector({ fid: 1, language: 'en', storage: null, services: suite.urls });
    });
    void result!.catch(() => undefined);
    const dialog = await screen.findByRole('dialog');
    const retry = await within(dialog).findByRole('button', { name: /retry/i });
    expect(within(dialog).getByText(Messages.errorOccurred)).toBeInTheDocument();
    await userEvent.click(retry);
    expect(await within(dialog).findByRole('tablist')).toBeInTheDocument();
  });
});
