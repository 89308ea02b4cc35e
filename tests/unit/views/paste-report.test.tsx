// @vitest-environment jsdom
/**
 * Pasting a list into the search box: the list is resolved instead of searched for, and the
 * report under the box says what happened, lists each entry not added with why, offers the
 * candidates of an ambiguous one, copies the unresolved entries, retries failed ones and undoes.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PasteEntry, PickerItem, ResolveAnswer, SourceDefinition } from '../../../kernel';
import { SearchBox } from '../../../plugins/views/search-box';
import { createTestKernel, memorySource, renderWithKernel, user } from './helpers';

const people: PickerItem[] = [
  user(1, { name: 'Ann', raw: { email: 'ann@x.cn' } }),
  user(2, { name: 'Bob', raw: { email: 'bob@x.cn' } }),
  user(3, { name: 'Lee', deptName: 'Sales', raw: { email: 'lee1@x.cn' } }),
  user(4, { name: 'Lee', deptName: 'R&D', raw: { email: 'lee2@x.cn' } }),
];

function resolver(failing: () => boolean = () => false): NonNullable<SourceDefinition['resolve']> {
  return async (entries: readonly PasteEntry[]) => {
    if (failing()) throw new Error('502');
    return entries.map((entry): ResolveAnswer => ({
      index: entry.index,
      items: people.filter(
        (person) =>
          person.name === entry.value || (person.raw as { email: string }).email === entry.value,
      ),
    }));
  };
}

function setup(resolve = resolver(), maxCount?: number) {
  const source = { ...memorySource({ key: 'people', items: [] }), resolve };
  const { kernel, search } = createTestKernel([source], { maxCount });
  renderWithKernel(kernel, <SearchBox />);
  const box = screen.getByRole('searchbox', { name: 'Search' });
  const pasteAndResolve = (text: string) =>
    act(async () => {
      fireEvent.paste(box, { clipboardData: { getData: () => text } });
      await vi.waitFor(() => expect(kernel.paste.status).toBe('done'));
    });
  // The report's panel is a chunk of its own: it shows once that chunk is in.
  const pasteText = async (text: string) => {
    await pasteAndResolve(text);
    await screen.findByRole('group', { name: 'Pasted list' });
  };
  return { kernel, search, box, pasteText };
}

const report = () => screen.getByRole('group', { name: 'Pasted list' });

describe('the paste report', () => {
  it('resolves a pasted list instead of searching for it, and says what happened', async () => {
    const { kernel, search, pasteText } = setup();
    await pasteText('ann@x.cn, Lee; nobody@x.cn a@b.c Zed<img/src=x/onerror=alert(1)>');
    expect(search.input).not.toHaveBeenCalled();
    expect(kernel.selection.selectedItems.map((item) => item.name)).toEqual(['Ann']);
    expect(
      within(report()).getByText(
        'Pasted list: 1 added, 1 matches several people (choose), 1 not found, 2 not e-mail addresses or phone numbers.',
      ),
    ).toBeInTheDocument();
    const lines = within(report())
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'LeeMatches several people. Choose one:Lee · SalesLee · R&D',
      'nobody@x.cnNot found',
      'a@b.cNot an e-mail address',
      'Zed <img/src=x/onerror=alert(1)>Not an e-mail address',
    ]);
    // A pasted string is text, never markup.
    expect(report().querySelector('img')).toBeNull();
  });

  it('a single entry is pasted into the box as usual', () => {
    const { kernel, box } = setup();
    const event = fireEvent.paste(box, { clipboardData: { getData: () => 'ann@x.cn' } });
    expect(event).toBe(true);
    expect(kernel.paste.status).toBe('idle');
  });

  it('choosing a candidate picks that person; undo removes what the paste added', async () => {
    const { kernel, pasteText } = setup();
    await pasteText('Lee bob@x.cn');
    await userEvent.click(within(report()).getByRole('button', { name: 'Choose Lee (R&D)' }));
    expect(kernel.selection.selectedItems.map((item) => item.key)).toEqual(['user_2', 'user_4']);
    expect(within(report()).getByText('Pasted list: 2 added.')).toBeInTheDocument();
    await userEvent.click(within(report()).getByRole('button', { name: 'Undo' }));
    expect(kernel.selection.count).toBe(0);
    expect(screen.queryByRole('group', { name: 'Pasted list' })).toBeNull();
  });

  it('copies the unresolved entries, one a line', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { pasteText } = setup();
    await pasteText('ann@x.cn nobody@x.cn 12345');
    await userEvent.click(within(report()).getByRole('button', { name: 'Copy unresolved' }));
    expect(writeText).toHaveBeenCalledWith('nobody@x.cn\n12345');
    await waitFor(() =>
      expect(within(report()).getByRole('button', { name: 'Copied' })).toBeInTheDocument(),
    );
  });

  it('shows a failed lookup with a retry that resolves it, and people over the maximum with the limit', async () => {
    let failing = true;
    const { kernel, pasteText } = setup(
      resolver(() => failing),
      1,
    );
    await pasteText('ann@x.cn bob@x.cn');
    expect(
      within(report()).getByText('Pasted list: 2 could not be looked up.'),
    ).toBeInTheDocument();
    failing = false;
    await act(async () => {
      await userEvent.click(within(report()).getByRole('button', { name: 'Retry' }));
      await vi.waitFor(() => expect(kernel.paste.status).toBe('done'));
    });
    expect(
      within(report()).getByText('Pasted list: 1 added, 1 cannot be picked.'),
    ).toBeInTheDocument();
    expect(within(report()).getByRole('listitem').textContent).toBe('bob@x.cnOver the limit of 1');
  });
});
