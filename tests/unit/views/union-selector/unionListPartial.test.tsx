// @vitest-environment jsdom
/**
 * The union selector's search list shows the first parts of the server's answer while the rest is
 * asked: marked provisional with the value `partial`, and the mark goes once the whole answer is in.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createKernel,
  type LoadContext,
  type LoadResult,
  type SourceDefinition,
} from '../../../../kernel';
import { memberItems } from '../../../../plugins/sources/member-items';
import { UnionList } from '../../../../plugins/views/union-selector/UnionList';
import { unionListProps } from './unionListProps';
import { deferred, flush } from '../../kernel/sources/fakes';
import { memorySource, mockViewport, renderWithKernel, user } from '../helpers';

let restore: () => void;
beforeEach(() => {
  restore = mockViewport(480);
});
afterEach(() => restore());

describe('union selector search list, answered part by part', () => {
  it('shows the rows answered so far, marked partial, then the whole answer unmarked', async () => {
    const whole = deferred<LoadResult>();
    let asked: LoadContext | undefined;
    const search = vi.fn((ctx: LoadContext) => {
      asked = ctx;
      return whole.promise;
    });
    const kernel = createKernel({ storage: null, language: 'en', plugins: [memberItems()] });
    kernel.sources.register({ ...memorySource({ items: [] }), search } as SourceDefinition);
    void kernel.search.setQuery('user');
    await flush();
    renderWithKernel(kernel, <UnionList {...unionListProps()} />);
    act(() => asked!.showSoFar!([user(1)]));
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(within(listbox).getByText('User 1')).toBeInTheDocument();
    expect(listbox.getAttribute('data-pk-provisional')).toBe('partial');
    expect(listbox.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      whole.resolve({ items: [user(1), user(2)], done: true });
      await flush();
    });
    const settled = screen.getByRole('listbox', { name: 'Search results' });
    expect(within(settled).getByText('User 2')).toBeInTheDocument();
    expect(settled.hasAttribute('data-pk-provisional')).toBe(false);
  });
});
