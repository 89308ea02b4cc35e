// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FlatList } from '../../../plugins/views/list';
import {
  createTestKernel,
  memorySource,
  mockScrolling,
  mockViewport,
  pagedSearchKernel,
  renderWithKernel,
  set,
  user,
} from './helpers';

let restore: () => void;
beforeEach(() => {
  restore = mockViewport(480);
});
afterEach(() => restore());

const users = (count: number, from = 0) => Array.from({ length: count }, (_, i) => user(from + i));

describe('FlatList (listbox)', () => {
  it('renders server names as text, never as markup', async () => {
    const source = memorySource({ items: [user(1, { name: '<img src=x onerror=alert(1)>' })] });
    const { kernel } = createTestKernel([source]);
    const { container } = renderWithKernel(kernel, <FlatList mode="browse" sourceKey="latest" />);
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows the external-staff tag', async () => {
    const { kernel } = createTestKernel([memorySource({ items: [user(1, { isExternal: true })] })]);
    renderWithKernel(kernel, <FlatList mode="browse" sourceKey="latest" />);
    expect(await screen.findByText('External Staff')).toBeInTheDocument();
  });

  it('moves the active option with down and up and toggles it with Enter', async () => {
    const { kernel } = createTestKernel([memorySource({ items: users(3) })]);
    renderWithKernel(kernel, <FlatList mode="browse" sourceKey="latest" />);
    const listbox = await screen.findByRole('listbox');
    await screen.findByText('User 2');
    act(() => listbox.focus());
    const options = () => screen.getAllByRole('option');
    expect(listbox).toHaveAttribute('aria-activedescendant', options()[0].id);
    fireEvent.keyDown(listbox, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(listbox, { key: 'ArrowDown', keyCode: 40 });
    expect(listbox).toHaveAttribute('aria-activedescendant', options()[2].id);
    fireEvent.keyDown(listbox, { key: 'ArrowDown', keyCode: 40 });
    expect(listbox).toHaveAttribute('aria-activedescendant', options()[2].id);
    fireEvent.keyDown(listbox, { key: 'ArrowUp', keyCode: 38 });
    expect(listbox).toHaveAttribute('aria-activedescendant', options()[1].id);
    fireEvent.keyDown(listbox, { key: 'Enter', keyCode: 13 });
    expect(options()[1]).toHaveAttribute('aria-checked', 'true');
    expect(options()[0]).toHaveAttribute('aria-checked', 'false');
    expect(kernel.selection.isSelected('user_1')).toBe(true);
  });

  it('ignores the keys when the keydown option is off', async () => {
    const { kernel } = createTestKernel([memorySource({ items: users(3) })], { keydown: false });
    renderWithKernel(kernel, <FlatList mode="browse" sourceKey="latest" />);
    const listbox = await screen.findByRole('listbox');
    await screen.findByText('User 1');
    act(() => listbox.focus());
    fireEvent.keyDown(listbox, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(listbox, { key: 'Enter', keyCode: 13 });
    expect(listbox).not.toHaveAttribute('aria-activedescendant');
    expect(kernel.selection.count).toBe(0);
  });

  it('keeps the rendered options bounded at 100,000 items, with their place in the set', async () => {
    const { kernel } = createTestKernel([
      memorySource({ items: users(100_000), pageSize: 100_000 }),
    ]);
    renderWithKernel(kernel, <FlatList mode="browse" sourceKey="latest" />);
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByText('User 0');
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThan(30);
    expect(options[0]).toHaveAttribute('aria-setsize', '100000');
    expect(options[0]).toHaveAttribute('aria-posinset', '1');
    expect(within(listbox).queryByText('User 99999')).toBeNull();
    // End makes the last option active and the virtualizer brings it into the DOM.
    const unmock = mockScrolling(100_000 * 48);
    try {
      act(() => listbox.focus());
      act(() => {
        fireEvent.keyDown(listbox, { key: 'End', keyCode: 35 });
      });
      const activeId = listbox.getAttribute('aria-activedescendant') as string;
      await waitFor(() =>
        expect(document.getElementById(activeId)).toHaveTextContent('User 99999'),
      );
      expect(document.getElementById(activeId)).toHaveAttribute('aria-posinset', '100000');
      expect(within(listbox).getAllByRole('option').length).toBeLessThan(30);
    } finally {
      unmock();
    }
  });

  it('toggles an item on click', async () => {
    const { kernel } = createTestKernel([memorySource({ items: users(2) })]);
    renderWithKernel(kernel, <FlatList mode="browse" sourceKey="latest" />);
    await userEvent.click(await screen.findByText('User 1'));
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-checked', 'true');
  });

  it('loads the next page from the Load More row', async () => {
    restore();
    restore = mockViewport(2000);
    const source = memorySource({ items: users(30), pageSize: 20 });
    const { kernel } = createTestKernel([source]);
    renderWithKernel(kernel, <FlatList mode="browse" sourceKey="latest" />);
    await screen.findByText('User 0');
    await userEvent.click(await screen.findByText('Load More'));
    await waitFor(() => expect(source.load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(kernel.sources.state('latest').items).toHaveLength(30));
  });

  it('loads more once when scrolled within 20 px of the end', async () => {
    const source = memorySource({ items: users(60), pageSize: 20 });
    const { kernel } = createTestKernel([source]);
    renderWithKernel(kernel, <FlatList mode="browse" sourceKey="latest" />);
    await screen.findByText('User 0');
    const listbox = screen.getByRole('listbox');
    const total = 20 * 48 + 36;
    fireEvent.scroll(listbox, { target: { scrollTop: total - 480 - 30 } });
    // Not yet at the load-more distance: the next page may be asked ahead, but is not shown.
    expect(kernel.sources.state('latest').items).toHaveLength(20);
    fireEvent.scroll(listbox, { target: { scrollTop: total - 480 - 15 } });
    fireEvent.scroll(listbox, { target: { scrollTop: total - 480 } });
    await waitFor(() => expect(kernel.sources.state('latest').items).toHaveLength(40));
    expect(source.load).toHaveBeenCalledTimes(2);
  });

  it('fetches the next page a screen before the end, unshown, and shows it at the end without asking again', async () => {
    const source = memorySource({ items: users(60), pageSize: 20 });
    const { kernel } = createTestKernel([source]);
    renderWithKernel(kernel, <FlatList mode="browse" sourceKey="latest" />);
    await screen.findByText('User 0');
    const listbox = screen.getByRole('listbox');
    const total = 20 * 48 + 36;
    // A screen (480 px) from the end: the next page is asked for, the list keeps its 20 rows.
    fireEvent.scroll(listbox, { target: { scrollTop: total - 480 - 400 } });
    await waitFor(() => expect(source.load).toHaveBeenCalledTimes(2));
    expect(kernel.sources.state('latest').items).toHaveLength(20);
    expect(screen.queryByText('User 20')).toBeNull();
    // At the spec's load-more distance the rows it fetched are shown, with no further request.
    fireEvent.scroll(listbox, { target: { scrollTop: total - 480 } });
    await waitFor(() => expect(kernel.sources.state('latest').items).toHaveLength(40));
    expect(source.load).toHaveBeenCalledTimes(2);
  });

  it('fetches the next page of search results a screen before the end, and shows it at the end without asking again', async () => {
    const people = users(60);
    const { kernel, search } = pagedSearchKernel(people);
    await kernel.search.setQuery('user');
    renderWithKernel(kernel, <FlatList mode="search" />);
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    await userEvent.click(within(listbox).getByText('User 1'));
    expect(kernel.selection.isSelected(people[1].key)).toBe(true);
    const total = 20 * 48 + 36;
    // A screen (480 px) from the end: the next page is asked for, the results keep their 20 rows.
    fireEvent.scroll(listbox, { target: { scrollTop: total - 480 - 400 } });
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
    expect(search.mock.calls[1][0]).toMatchObject({ query: 'user', cursor: 20 });
    expect(screen.queryByText('User 20')).toBeNull();
    expect(kernel.search.status).toBe('loaded');
    // At the spec's load-more distance the rows it fetched are shown, with no further request.
    fireEvent.scroll(listbox, { target: { scrollTop: total - 480 } });
    await waitFor(() =>
      expect(kernel.search.rows.filter((row) => row.type === 'user')).toHaveLength(40),
    );
    expect(search).toHaveBeenCalledTimes(2);
    expect(kernel.selection.isSelected(people[1].key)).toBe(true);
  });

  it('a search page fetched ahead that fails shows nothing until the end, where the load-more error offers a retry', async () => {
    const people = users(60);
    let failing = false;
    const { kernel, search } = pagedSearchKernel(people, (offset) => failing && offset > 0);
    await kernel.search.setQuery('user');
    renderWithKernel(kernel, <FlatList mode="search" />);
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    failing = true;
    const total = 20 * 48 + 36;
    fireEvent.scroll(listbox, { target: { scrollTop: total - 480 - 400 } });
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
    await act(async () => {
      await Promise.resolve();
    });
    expect(within(listbox).queryByRole('button', { name: /error/i })).toBeNull();
    expect(screen.queryByText('An error occurs. Click to retry.')).toBeNull();
    expect(within(listbox).getByText('User 5')).toBeInTheDocument();
    expect(kernel.search.status).toBe('loaded');
    fireEvent.scroll(listbox, { target: { scrollTop: total - 480 } });
    expect(await screen.findByText('An error occurs. Click to retry.')).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(3);
    expect(within(listbox).getByText('User 19')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByText('An error occurs. Click to retry.'));
    await waitFor(() =>
      expect(kernel.search.rows.filter((row) => row.type === 'user')).toHaveLength(40),
    );
  });

  it('shows the error panel and retries on click', async () => {
    const source = memorySource({ items: users(2), failures: 1 });
    const { kernel } = createTestKernel([source]);
    renderWithKernel(kernel, <FlatList mode="browse" sourceKey="latest" />);
    const retry = await screen.findByRole('button', { name: 'An error occurs. Click to retry.' });
    await userEvent.click(retry);
    expect(await screen.findByText('User 1')).toBeInTheDocument();
    expect(source.load).toHaveBeenCalledTimes(2);
  });

  /** Each source's empty browse list shows its text. */
  async function expectEmptyTexts(
    kernel: ReturnType<typeof createTestKernel>['kernel'],
    expected: Record<string, string>,
  ) {
    for (const [sourceKey, text] of Object.entries(expected)) {
      const view = renderWithKernel(kernel, <FlatList mode="browse" sourceKey={sourceKey} />);
      expect(await screen.findByText(text)).toBeInTheDocument();
      view.unmount();
    }
  }

  it('shows the empty states of browse (per source type) and search', async () => {
    const { kernel, search } = createTestKernel([
      memorySource({ key: 'contact', type: 'contact', items: [] }),
      memorySource({ key: 'latest', type: 'latest', items: [] }),
      memorySource({ key: 'teams', type: 'teamPerson', items: [] }),
    ]);
    const expected: Record<string, string> = {
      contact: 'The contact is empty',
      latest: 'Recently selected users will be displayed here',
      teams: 'No teams available',
    };
    await expectEmptyTexts(kernel, expected);
    set(search, { isSearching: true, query: 'zz', status: 'empty', rows: [] });
    renderWithKernel(kernel, <FlatList mode="search" />);
    expect(await screen.findByText('No matching members found')).toBeInTheDocument();
  });

  it("says what a host's own source holds when it is empty, and searches over it find no results", async () => {
    const hostSource = (key: string, contentKind?: string) => {
      const source = memorySource({ key, type: 'selfDefine', items: [] });
      source.config = { ...source.config, contentKind };
      return source;
    };
    const { kernel, search } = createTestKernel([
      hostSource('projects'),
      hostSource('files', 'files'),
      hostSource('people', 'members'),
    ]);
    const expected: Record<string, string> = {
      projects: 'The list is empty',
      files: 'The file is empty',
      people: 'No available members',
    };
    await expectEmptyTexts(kernel, expected);
    set(search, { isSearching: true, query: 'zz', status: 'empty', rows: [] });
    renderWithKernel(kernel, <FlatList mode="search" />);
    expect(await screen.findByText('No search results found')).toBeInTheDocument();
  });

  it("shows the host's empty text instead of the picker's own, with its link", async () => {
    const { kernel } = createTestKernel([
      memorySource({ key: 'contact', type: 'contact', items: [] }),
    ]);
    renderWithKernel(
      kernel,
      <FlatList
        mode="browse"
        sourceKey="contact"
        emptyText="Invite colleagues to see them here"
        emptyLink={{ text: 'Invite', href: 'https://example.com/invite' }}
      />,
    );
    expect(await screen.findByText('Invite colleagues to see them here')).toBeInTheDocument();
    expect(screen.queryByText('The contact is empty')).toBeNull();
    expect(screen.getByRole('link', { name: 'Invite' })).toHaveAttribute(
      'href',
      'https://example.com/invite',
    );
  });

  it('shows a loading skeleton while the first page loads', () => {
    const { kernel } = createTestKernel([memorySource({ items: users(2) })]);
    renderWithKernel(kernel, <FlatList mode="browse" sourceKey="latest" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('renders search rows with titles and loads more of a source from its row', async () => {
    const { kernel, search } = createTestKernel([memorySource({ items: [] })]);
    set(search, {
      isSearching: true,
      query: 'an',
      status: 'loaded',
      rows: [
        { ...user('t'), key: 'title_latest', type: 'title', name: 'Recent' },
        user(1, { highlightName: '<em>An</em>na<img src=x onerror=alert(1)>' }),
        { ...user('m'), key: 'loadMore_latest', type: 'loadMore', name: '' },
      ],
    });
    const { container } = renderWithKernel(kernel, <FlatList mode="search" />);
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(within(listbox).getByText('Recent')).toBeInTheDocument();
    expect(container.querySelector('em')).toHaveTextContent('An');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    await userEvent.click(within(listbox).getByText('Load More'));
    expect(search.loadMore).toHaveBeenCalledWith('latest');
  });
});
