// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { classifyQuery, SearchBox } from '../../../plugins/views/search-box';
import { SearchAreaStore, type SourceDefinition } from '../../../kernel';
import { dept } from '../kernel/sources/fakes';
import { createTestKernel, renderWithKernel, set } from './helpers';

describe('classifyQuery', () => {
  it('tells e-mail, zh-CN phone and other apart', () => {
    expect(classifyQuery('ann@example.com')).toBe('email');
    expect(classifyQuery(' 13912345678 ')).toBe('phone');
    expect(classifyQuery('12345')).toBe('other');
    expect(classifyQuery('ann')).toBe('other');
    expect(classifyQuery('ann@localhost')).toBe('other');
  });
});

describe('SearchBox', () => {
  it('is a searchbox with a placeholder that sends every change to the kernel undebounced', async () => {
    const { kernel, search } = createTestKernel();
    renderWithKernel(kernel, <SearchBox />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search');
    await userEvent.type(box, 'ann');
    expect(search.input.mock.calls.map((call) => call[0])).toEqual(['a', 'an', 'ann']);
  });

  it('searches at once on Enter and reports the kind of query', async () => {
    const { kernel, search } = createTestKernel();
    const onEnter = vi.fn();
    renderWithKernel(kernel, <SearchBox onEnter={onEnter} />);
    await userEvent.type(screen.getByRole('searchbox'), '13912345678{Enter}');
    expect(search.setQuery).toHaveBeenCalledWith('13912345678');
    // The kind comes from the classification's chunk, a tick later.
    await waitFor(() => expect(onEnter).toHaveBeenCalledWith('13912345678', 'phone'));
  });

  it('does nothing on Enter when the value is only whitespace', async () => {
    const { kernel, search } = createTestKernel();
    const onEnter = vi.fn();
    renderWithKernel(kernel, <SearchBox onEnter={onEnter} />);
    await userEvent.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(search.setQuery).not.toHaveBeenCalled();
    expect(onEnter).not.toHaveBeenCalled();
  });

  it('never acts on Enter while an input method composes', () => {
    const { kernel, search } = createTestKernel();
    const onEnter = vi.fn();
    renderWithKernel(kernel, <SearchBox onEnter={onEnter} />);
    const box = screen.getByRole('searchbox');
    fireEvent.compositionStart(box);
    fireEvent.change(box, { target: { value: 'zhang' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    expect(search.input).not.toHaveBeenCalled();
    fireEvent.compositionEnd(box, { data: '张' });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(search.setQuery).not.toHaveBeenCalled();
    expect(onEnter).not.toHaveBeenCalled();
    expect(search.input).toHaveBeenCalledWith('zhang');
  });

  it('empties when the kernel leaves search mode, and keeps the text while the query lags', async () => {
    const { kernel, search } = createTestKernel();
    renderWithKernel(kernel, <SearchBox />);
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, 'an');
    act(() => set(search, { query: 'an', isSearching: true }));
    // Typed on; the kernel has not caught up yet (debounce): the box keeps what was typed.
    await userEvent.type(box, 'n');
    expect(box).toHaveValue('ann');
    // A tab or company switch clears the kernel's query.
    act(() => set(search, { query: '', isSearching: false }));
    expect(box).toHaveValue('');
  });
});

describe('SearchAreaControl beside the search box', () => {
  /** A kernel whose user has opened Engineering in the org tree. */
  function insideEngineering() {
    const test = createTestKernel();
    const area = new SearchAreaStore({
      source: () => ({ searchWithin: () => true }) as unknown as SourceDefinition,
      activeSourceKey: () => 'company',
      isOpen: () => true,
    });
    area.nodeOpened(dept('10002', { name: 'Engineering', sourceKey: 'company' }));
    Object.defineProperty(test.kernel, 'searchArea', { value: area, configurable: true });
    return { ...test, area };
  }

  it('offers "In <department>" (chosen) and "Whole company" once something is typed', async () => {
    const { kernel } = insideEngineering();
    renderWithKernel(kernel, <SearchBox />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await userEvent.type(screen.getByRole('searchbox'), 'li');
    const group = screen.getByRole('radiogroup', { name: 'Search in' });
    expect(within(group).getByRole('radio', { name: 'In Engineering' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Whole company' })).not.toBeChecked();
  });

  it('a choice goes to the kernel and shows as chosen', async () => {
    const { kernel, area } = insideEngineering();
    renderWithKernel(kernel, <SearchBox />);
    await userEvent.type(screen.getByRole('searchbox'), 'li');
    await userEvent.click(screen.getByRole('radio', { name: 'Whole company' }));
    expect(area.choice).toBe('everywhere');
    expect(screen.getByRole('radio', { name: 'Whole company' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'In Engineering' }));
    expect(area.choice).toBe('inside');
  });

  it('offers nothing outside a department', async () => {
    const { kernel } = createTestKernel();
    renderWithKernel(kernel, <SearchBox />);
    await userEvent.type(screen.getByRole('searchbox'), 'li');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
