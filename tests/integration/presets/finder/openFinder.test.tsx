// @vitest-environment jsdom
// openFinder for hosts without React, against the in-process fake suite: invalid inputs reject
// before anything is mounted; cancel resolves null and removes the container it made.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openFinder } from '../../../../presets/finder';
import type { CommitInfo } from '../../../../plugins/drive/actions/commitPayload';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

describe('openFinder', () => {
  it('rejects invalid inputs before mounting anything', async () => {
    const before = document.body.childElementCount;
    await expect(
      openFinder({ services: suite.urls, action: 'bogus' as never, storage: null }),
    ).rejects.toThrow();
    expect(document.body.childElementCount).toBe(before);
  });

  it('resolves null on cancel and removes its container', async () => {
    suite.setDefaultUser('personal');
    const before = document.body.childElementCount;
    let result: Promise<CommitInfo | null> | undefined;
    act(() => {
      result = openFinder({ services: suite.urls, storage: null });
    });
    const dialog = await screen.findByRole('dialog');
    expect(document.body.childElementCount).toBe(before + 1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toBeNull();
    await waitFor(() => expect(document.body.childElementCount).toBe(before));
  });
});
