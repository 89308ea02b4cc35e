// @vitest-environment jsdom
/** Searching on the real kernel and sources: highlights, hostile names, the team pre-tip. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeSuite } from '../../support/fakeSuite';
import { mockViewport, renderShell } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
let restore: () => void;
beforeEach(() => {
  restore = mockViewport(480);
});
afterEach(() => restore());

async function search(text: string): Promise<HTMLElement> {
  const box = await screen.findByRole('searchbox', { name: 'Search' });
  await userEvent.type(box, `${text}{Enter}`);
  return screen.findByRole('listbox', { name: 'Search results' });
}

describe('searching on the fake suite', () => {
  it("highlights the match of 'Li' with an <em>", async () => {
    renderShell(suite, { sources: [{ type: 'company' }] });
    await screen.findByRole('tree');
    const results = await search('Li');
    const liMing = await within(results).findByRole('option', { name: /^Li Ming/ });
    const em = liMing.querySelector('.pk-item__title em');
    expect(em).not.toBeNull();
    expect(em).toHaveTextContent('Li');
    expect(within(results).getByRole('option', { name: /^Liu Yang/ })).toBeInTheDocument();
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it('renders a hostile name as text, never as markup', async () => {
    const { container } = renderShell(suite, { sources: [{ type: 'company' }] });
    await screen.findByRole('tree');
    const results = await search('Xss');
    const hit = await within(results).findByRole('option', { name: /^Xss/ });
    expect(hit.querySelector('.pk-item__title')).toHaveTextContent(
      'Xss <img src=x onerror=alert(1)> &amp; Co',
    );
    expect(hit.querySelector('.pk-item__title em')).toHaveTextContent('Xss');
    expect(container.querySelector('img[src="x"], [onerror]')).toBeNull();
    expect(document.querySelector('img[src="x"], [onerror]')).toBeNull();
  });

  it('says when nothing matches', async () => {
    renderShell(suite, { sources: [{ type: 'company' }] });
    await screen.findByRole('tree');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'Nobody by this name{Enter}');
    expect(await screen.findByText('No matching members found')).toBeInTheDocument();
  });

  it('a team search that falls back to company staff shows the pre-tip above the list', async () => {
    renderShell(suite, { sources: [{ type: 'teamMember', gid: 5000004 }] });
    const list = await screen.findByRole('listbox');
    await within(list).findByText('Li Ming');
    const notice = screen.getByText(
      'Members not yet in the team must be added as team members before authorizing',
    );
    expect(notice).toHaveAttribute('role', 'note');
    const results = await search('Zhang');
    await within(results).findByRole('option', { name: /^Zhang Wei/ });
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes).toContain('No team member matches; showing matching company members instead');
    // The pre-tip comes before the list, the team notice after it.
    const preTip = screen.getByText(/showing matching company members/);
    expect(preTip.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('switching tabs keeps a search of every source: the text and its results stay', async () => {
    renderShell(suite, { sources: [{ type: 'latest' }, { type: 'contact' }] });
    await within(await screen.findByRole('listbox')).findByText('Li Ming');
    const results = await search('Li');
    await within(results).findByRole('option', { name: /^Li Ming/ });
    const contacts = screen.getByRole('tab', { name: 'Contacts' });
    await userEvent.click(contacts);
    expect(contacts).toHaveAttribute('aria-selected', 'true');
    // The member picker searches every source, so the search is not the tab's to clear.
    const still = screen.getByRole('listbox', { name: 'Search results' });
    expect(within(still).getByRole('option', { name: /^Li Ming/ })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Li');
  });

  it('searches once typing pauses (debounced in the kernel), and a whitespace-only change is no change', async () => {
    const { kernel } = renderShell(suite, { sources: [{ type: 'company' }] });
    await screen.findByRole('tree');
    const setQuery = vi.spyOn(kernel.search, 'setQuery');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'Li');
    expect(setQuery).not.toHaveBeenCalled();
    const results = await screen.findByRole('listbox', { name: 'Search results' });
    await within(results).findByRole('option', { name: /^Li Ming/ });
    expect(setQuery).toHaveBeenCalledTimes(1);
    expect(setQuery).toHaveBeenCalledWith('Li');
    await userEvent.type(box, '  ');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(setQuery).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue('Li  ');
  });
});
