// @vitest-environment jsdom
/**
 * Configuration errors only init can find (they depend on the signed-in user): openMemberPicker
 * rejects with the rule's message instead of staying pending, and the dialog shows that message,
 * not the retry panel (retrying cannot help), until the user closes it.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, type ConfirmPayload } from '../../../kernel';
import { MemberMessages } from '../../../plugins/sources/member-items/messages';
import { openMemberPicker } from '../../../presets/member-picker';
import { useFakeSuite } from '../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

afterEach(() => cleanup());

const common = () => ({
  services: suite.urls,
  language: 'en',
  storage: null,
  _from: 'tests',
  _function: 'member-picker',
});

async function openWith(
  sources: Array<Record<string, unknown>>,
): Promise<{ result: Promise<ConfirmPayload | null>; dialog: HTMLElement }> {
  let result: Promise<ConfirmPayload | null> | undefined;
  act(() => {
    result = openMemberPicker({ ...common(), sources } as never);
  });
  // Observe the outcome at once so a rejection is never reported as unhandled.
  result!.catch(() => undefined);
  const dialog = await screen.findByRole('dialog');
  return { result: result!, dialog };
}

describe('openMemberPicker with a configuration error found at init', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each([
    [
      'a company source for a personal user',
      'personal',
      [{ type: 'company' }],
      MemberMessages.personalUserCompany,
    ],
    [
      'a companyId the user has not joined',
      'plus',
      [{ type: 'department', companyId: 424242, deptId: 1 }],
      MemberMessages.companyNotJoined,
    ],
    [
      'a teamCompany whose company source falls back to a personal user',
      'personal',
      [{ type: 'latest' }, { type: 'company' }, { type: 'teamCompany' }],
      MemberMessages.teamCompanyNeedsCompany,
    ],
  ] as const)('%s: rejects with the message and shows it', async (_name, who, sources, message) => {
    suite.setDefaultUser(who);
    const before = document.body.childElementCount;
    const { result, dialog } = await openWith([...sources]);
    await expect(result).rejects.toThrow(message);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The picker is not set up correctly:');
    expect(alert).toHaveTextContent(message);
    expect(within(dialog).queryByText(Messages.errorOccurred)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.body.childElementCount).toBe(before));
  });

  it('a network failure at init still shows the retry panel and leaves the promise open', async () => {
    suite.setDefaultUser('plus');
    suite.faults.inject('/account/*', { status: 500 });
    const { result, dialog } = await openWith([{ type: 'latest' }]);
    const settled = vi.fn();
    void result.then(settled, settled);
    expect(await within(dialog).findByText(Messages.errorOccurred)).toBeInTheDocument();
    expect(settled).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toBeNull();
  });
});
