// @vitest-environment jsdom
/**
 * The union selector keeps each list tab's list once shown (TabPanes): a revisited tab shows the
 * same rows, in the same elements, in the commit of the click; the lists of other tabs stay hidden
 * (out of the accessibility tree) and do not follow the search; a tab the pointer rests on is built,
 * hidden, before its click.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UnionSelector } from '../../../../presets/union-selector';
import { PREPARE_DELAY_MS } from '../../../../plugins/views/union-selector/TabPanes';
import { useFakeSuite } from '../../../support/fakeSuite';
import { mockViewport } from '../../../unit/views/helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = mockViewport(480);
});
afterEach(() => {
  restoreViewport();
  document.body.replaceChildren();
});

async function openSelector() {
  const view = render(
    <UnionSelector fid={8000001} services={suite.urls} language="en" storage={null} multiple />,
  );
  const region = await screen.findByRole('region', { name: 'Insert' });
  await within(region).findAllByRole('option');
  return { view, region };
}

const panes = (region: HTMLElement) => [...region.querySelectorAll<HTMLElement>('[data-pk-pane]')];

describe('union selector tab lists kept once shown', () => {
  it('a revisited tab shows its rows, in the same elements, in the commit of the click', async () => {
    const { region } = await openSelector();
    const tabs = within(region).getAllByRole('tab');
    const firstList = within(region).getByRole('listbox');
    const firstRow = within(firstList).getAllByRole('option')[0];

    await userEvent.click(tabs[1]);
    const second = await within(region).findByRole('listbox', { name: 'Contacts' });
    await within(second).findAllByRole('option');
    // The first tab's list is still there, hidden: not in the accessibility tree.
    expect(firstList.isConnected).toBe(true);
    expect(firstList.closest('[data-pk-pane]')).toHaveAttribute('hidden');
    expect(within(region).getAllByRole('listbox')).toEqual([second]);

    // Back to the first tab: no await between the click and the check.
    act(() => {
      fireEvent.click(tabs[0]);
    });
    expect(within(region).getAllByRole('listbox')).toEqual([firstList]);
    expect(within(firstList).getAllByRole('option')[0]).toBe(firstRow);
    expect(second.closest('[data-pk-pane]')).toHaveAttribute('hidden');
    expect(panes(region)).toHaveLength(2);
  });

  it('a hidden tab list does not show the search, and the shown one does', async () => {
    const { region } = await openSelector();
    const tabs = within(region).getAllByRole('tab');
    await userEvent.click(tabs[1]);
    await within(region).findByRole('listbox', { name: 'Contacts' });
    const allPane = panes(region).find((pane) => pane.hidden)!;
    const allRows = within(allPane).getAllByRole('option', { hidden: true }).length;

    await userEvent.type(within(region).getByRole('searchbox'), 'a');
    await within(region).findByRole('listbox', { name: 'Search results' }, { timeout: 5000 });
    const hiddenLists = within(allPane).getAllByRole('listbox', { hidden: true });
    expect(hiddenLists.map((list) => list.getAttribute('aria-label'))).toEqual(['All']);
    expect(within(allPane).getAllByRole('option', { hidden: true })).toHaveLength(allRows);
  });

  it('a tab left while it loads keeps no skeleton or empty text in its hidden pane', async () => {
    // Every answer 300 ms late: the all tab is left before its page is in.
    suite.faults.inject('/*', { latency: 300 });
    const view = render(
      <UnionSelector fid={8000001} services={suite.urls} language="en" storage={null} multiple />,
    );
    const region = await screen.findByRole('region', { name: 'Insert' }, { timeout: 5000 });
    await waitFor(() => expect(region.querySelector('[data-pk-pane="all"]')).not.toBeNull(), {
      timeout: 5000,
    });
    const allPane = region.querySelector<HTMLElement>('[data-pk-pane="all"]')!;
    expect(allPane.querySelector('[role="option"]')).toBeNull();
    act(() => {
      fireEvent.click(within(region).getAllByRole('tab')[1]);
    });
    await within(region).findByRole('listbox', { name: 'Contacts' }, { timeout: 5000 });
    expect(allPane).toHaveAttribute('hidden');
    expect(allPane.querySelector('[role="option"]')).toBeNull();
    // No skeleton (which has no text), no empty text: nothing at all.
    expect(allPane.childElementCount).toBe(0);
    view.unmount();
  });

  it('a tab the pointer rests on is built, hidden, before its click', async () => {
    const { region } = await openSelector();
    const tabs = within(region).getAllByRole('tab');
    expect(panes(region)).toHaveLength(1);

    // Passing over a tab builds nothing.
    fireEvent.pointerEnter(tabs[2]);
    fireEvent.pointerLeave(tabs[2]);
    await new Promise((resolve) => setTimeout(resolve, PREPARE_DELAY_MS * 2));
    expect(panes(region)).toHaveLength(1);

    fireEvent.pointerEnter(tabs[1]);
    await waitFor(() => expect(panes(region)).toHaveLength(2));
    const prepared = panes(region)[1];
    expect(prepared).toHaveAttribute('hidden');
    // Its list is there with its rows, out of the accessibility tree until the click.
    await waitFor(() =>
      expect(within(prepared).getAllByRole('option', { hidden: true }).length).toBeGreaterThan(0),
    );
    expect(within(region).getAllByRole('listbox')).toHaveLength(1);
    const row = within(prepared).getAllByRole('option', { hidden: true })[0];

    act(() => {
      fireEvent.click(tabs[1]);
    });
    expect(prepared).not.toHaveAttribute('hidden');
    expect(within(within(region).getByRole('listbox')).getAllByRole('option')[0]).toBe(row);
  });
});
