// @vitest-environment jsdom
/**
 * The union selector's search results fetch a block's next page a screen before the end, so the
 * load-more at the end shows it without another request.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UnionList } from '../../../../plugins/views/union-selector/UnionList';
import { unionListProps } from './unionListProps';
import { mockViewport, pagedSearchKernel, renderWithKernel, user } from '../helpers';

let restore: () => void;
beforeEach(() => {
  restore = mockViewport(480);
});
afterEach(() => restore());

const people = Array.from({ length: 60 }, (_, i) => user(i));

describe('union selector search results', () => {
  it('fetch the next page a screen before the end and show it at the end without asking again', async () => {
    const { kernel, search } = pagedSearchKernel(people);
    await kernel.search.setQuery('user');
    renderWithKernel(kernel, <UnionList {...unionListProps()} />);
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(within(listbox).getByText('User 0')).toBeInTheDocument();
    const total = 20 * 48 + 36;
    fireEvent.scroll(listbox, { target: { scrollTop: total - 480 - 400 } });
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('User 20')).toBeNull();
    fireEvent.scroll(listbox, { target: { scrollTop: total - 480 } });
    await waitFor(() =>
      expect(kernel.search.rows.filter((row) => row.type === 'user')).toHaveLength(40),
    );
    expect(search).toHaveBeenCalledTimes(2);
  });
});
