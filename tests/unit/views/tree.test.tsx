// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../../../kernel';
import { Tree } from '../../../plugins/views/tree';
import { treePositions } from '../../../plugins/views/tree/treePositions';
import {
  createTestKernel,
  memorySource,
  mockScrolling,
  mockViewport,
  renderWithKernel,
  set,
} from './helpers';

let restore: () => void;
beforeEach(() => {
  restore = mockViewport(480);
});
afterEach(() => restore());

const dept = (id: string, extra: Partial<PickerItem> = {}): PickerItem => ({
  key: `department_${id}`,
  id,
  type: 'department',
  origin: 'company',
  sourceKey: 'company',
  name: `Dept ${id}`,
  hasChild: true,
  raw: {},
  ...extra,
});

function setup() {
  const source = memorySource({ key: 'company', type: 'company', tree: true, items: [dept('1')] });
  const test = createTestKernel([source]);
  const root = dept('1');
  const child = dept('2', { parentKey: root.key, hasChild: false, name: 'Dept 2' });
  set(test.tree, {
    rows: [
      { item: root, level: 0, kind: 'node', expanded: true },
      { item: child, level: 1, kind: 'node', expanded: false },
      { item: root, level: 1, kind: 'empty', expanded: false },
    ],
  });
  vi.spyOn(test.kernel.selection, 'statusOf').mockImplementation((item) =>
    (typeof item === 'string' ? item : item.key) === root.key ? 1 : 0,
  );
  return { ...test, root, child };
}

describe('Tree (tree view)', () => {
  it('shows tree items with level, expansion, tri-state and the indent', async () => {
    const { kernel } = setup();
    renderWithKernel(kernel, <Tree sourceKey="company" />);
    const tree = screen.getByRole('tree');
    const items = screen.getAllByRole('treeitem');
    expect(tree).toBeInTheDocument();
    expect(items[0]).toHaveAttribute('aria-level', '1');
    expect(items[0]).toHaveAttribute('aria-expanded', 'true');
    expect(items[0]).toHaveAttribute('aria-checked', 'mixed');
    expect(items[1]).toHaveAttribute('aria-level', '2');
    expect(items[1]).not.toHaveAttribute('aria-expanded');
    expect(items[1]).toHaveAttribute('aria-checked', 'false');
    expect(items[1].style.paddingLeft).toBe('12px');
    // The child and the empty row are the two items of the root's group.
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '1');
    expect(items[1]).toHaveAttribute('aria-posinset', '1');
    expect(items[1]).toHaveAttribute('aria-setsize', '2');
    expect(screen.getByText('No sub-departments available')).toBeInTheDocument();
  });

  it('Left collapses an open node, Right expands a closed one, Left on a child moves to its parent', () => {
    const { kernel, tree, root } = setup();
    renderWithKernel(kernel, <Tree sourceKey="company" />);
    const element = screen.getByRole('tree');
    act(() => element.focus());
    const items = () => screen.getAllByRole('treeitem');
    expect(element).toHaveAttribute('aria-activedescendant', items()[0].id);
    fireEvent.keyDown(element, { key: 'ArrowLeft', keyCode: 37 });
    expect(tree.toggleExpand).toHaveBeenCalledWith(root);
    fireEvent.keyDown(element, { key: 'ArrowDown', keyCode: 40 });
    expect(element).toHaveAttribute('aria-activedescendant', items()[1].id);
    fireEvent.keyDown(element, { key: 'ArrowLeft', keyCode: 37 });
    expect(element).toHaveAttribute('aria-activedescendant', items()[0].id);
    act(() => set(tree, { rows: [{ item: root, level: 0, kind: 'node', expanded: false }] }));
    tree.toggleExpand.mockClear();
    expect(screen.getAllByRole('treeitem')).toHaveLength(1);
    fireEvent.keyDown(element, { key: 'ArrowRight', keyCode: 39 });
    expect(tree.toggleExpand).toHaveBeenCalledWith(root);
  });

  it('Enter on a leaf selects it', () => {
    const { kernel, child } = setup();
    const toggle = vi.spyOn(kernel.selection, 'toggle');
    renderWithKernel(kernel, <Tree sourceKey="company" />);
    const element = screen.getByRole('tree');
    act(() => element.focus());
    fireEvent.keyDown(element, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(element, { key: 'Enter', keyCode: 13 });
    expect(toggle).toHaveBeenCalledWith(child);
  });

  it('retries a failed node load from its error row', () => {
    const { kernel, tree, root } = setup();
    const retry = vi.spyOn(kernel.sources, 'retry').mockResolvedValue();
    set(tree, { rows: [{ item: root, level: 1, kind: 'error', expanded: false }] });
    renderWithKernel(kernel, <Tree sourceKey="company" />);
    fireEvent.click(screen.getByText('An error occurs. Click to retry.'));
    expect(retry).toHaveBeenCalledWith('company', root.key);
  });

  it('keeps the rendered rows bounded at 100,000 nodes and still counts every sibling', async () => {
    const { kernel, tree } = setup();
    const rows = Array.from({ length: 100_000 }, (_, index) => ({
      item: dept(String(index + 10), { hasChild: false, name: `Node ${index}` }),
      level: 0,
      kind: 'node' as const,
      expanded: false,
    }));
    set(tree, { rows });
    renderWithKernel(kernel, <Tree sourceKey="company" />);
    const items = screen.getAllByRole('treeitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(30);
    expect(screen.getByText('Node 0')).toBeInTheDocument();
    expect(screen.queryByText('Node 99999')).toBeNull();
    expect(items[0]).toHaveAttribute('aria-setsize', '100000');
    // End moves to the last node, which the virtualizer scrolls into the DOM.
    const unmock = mockScrolling(100_000 * 48);
    try {
      const element = screen.getByRole('tree');
      act(() => element.focus());
      act(() => {
        fireEvent.keyDown(element, { key: 'End', keyCode: 35 });
      });
      const activeId = element.getAttribute('aria-activedescendant');
      expect(activeId).toMatch(/-node-99999$/);
      await waitFor(() =>
        expect(document.getElementById(activeId as string)).toHaveTextContent('Node 99999'),
      );
      expect(screen.getAllByRole('treeitem').length).toBeLessThan(30);
    } finally {
      unmock();
    }
  });
});

describe('treePositions', () => {
  it('numbers siblings per parent, status rows included, across expanded children', () => {
    const levels = [0, 1, 1, 2, 2, 1, 0, 1, 0];
    expect(treePositions(levels.map((level) => ({ level })))).toEqual([
      { posinset: 1, setsize: 3 },
      { posinset: 1, setsize: 3 },
      { posinset: 2, setsize: 3 },
      { posinset: 1, setsize: 2 },
      { posinset: 2, setsize: 2 },
      { posinset: 3, setsize: 3 },
      { posinset: 2, setsize: 3 },
      { posinset: 1, setsize: 1 },
      { posinset: 3, setsize: 3 },
    ]);
  });
});
