// @vitest-environment jsdom
/**
 * openUnionSelector always settles: a connection that could not work rejects before anything is
 * mounted; a configuration error that only init finds rejects at once with its message, which
 * the panel shows instead of the retry panel; a failure retrying can fix (the suite answering
 * 500) keeps the spec's retry panel, and closing with Esc resolves null.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRequestClient, Messages } from '../../../../kernel';
import { openUnionSelector } from '../../../../presets/union-selector';
import type { UnionItem } from '../../../../presets/union-selector';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

afterEach(() => cleanup());

function open(extra: Record<string, unknown>): Promise<UnionItem[] | null> {
  let result: Promise<UnionItem[] | null> | undefined;
  act(() => {
    result = openUnionSelector({ fid: 1, language: 'en', storage: null, ...extra } as never);
  });
  // Observed at once so that a rejection is never reported as unhandled.
  result!.catch(() => undefined);
  return result!;
}

describe('openUnionSelector settles', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it.each([
    ['services as one URL', { services: 'http://x' }, /services must be an object of base URLs/],
    ['an empty client', { client: {} }, /client must be a request client/],
    ['neither services nor a client', {}, /no way to reach the suite/],
    [
      'services without drive',
      { services: { account: '/a', directory: '/d', plus: '/p', team: '/t' } },
      /missing services: drive \(the current file/,
    ],
  ])('%s: rejects before mounting anything', async (_name, extra, message) => {
    const before = document.body.childElementCount;
    await expect(open(extra)).rejects.toThrow(message);
    expect(document.body.childElementCount).toBe(before);
  });

  it('a client without a service init calls: rejects with the message and shows it', async () => {
    const { drive: _drive, ...withoutDrive } = suite.urls;
    const client = createRequestClient({ services: withoutDrive });
    const before = document.body.childElementCount;
    const result = open({ client });
    await expect(result).rejects.toThrow(/no base URL for service "drive"/);
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The picker is not set up correctly:');
    expect(alert).toHaveTextContent('no base URL for service "drive"');
    expect(within(dialog).queryByText(Messages.errorOccurred)).not.toBeInTheDocument();
    // Esc still closes it, and what the selector created goes away.
    alert.closest<HTMLElement>('[tabindex="-1"]')!.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body.childElementCount).toBe(before));
  });

  it('a failure retrying can fix keeps the retry panel, and Esc resolves null', async () => {
    suite.faults.inject('/drive/*', { status: 500 });
    const result = open({ services: suite.urls });
    const settled = vi.fn();
    void result.then(settled, settled);
    const dialog = await screen.findByRole('dialog');
    const retry = await within(dialog).findByText(Messages.errorOccurred);
    expect(settled).not.toHaveBeenCalled();
    retry.closest<HTMLElement>('[tabindex="-1"]')!.focus();
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toBeNull();
  });
});
