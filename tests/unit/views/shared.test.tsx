// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef, Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createViewPlugin,
  useKernel,
  useSlot,
  VirtualList,
  type VirtualListHandle,
} from '../../../plugins/views/shared';
import { listView } from '../../../plugins/views/list';
import { createTestKernel, mockScrolling, mockViewport, renderWithKernel } from './helpers';

let restore: () => void;
beforeEach(() => {
  restore = mockViewport(400);
});
afterEach(() => restore());

function Probe() {
  useKernel();
  return null;
}

describe('shared view plumbing', () => {
  it('useKernel outside a provider throws a message that says what to do', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/outside a <KernelProvider>/);
  });

  it('a view plugin fills its slot and its disposer empties it', () => {
    const { kernel } = createTestKernel();
    kernel.use(listView());
    expect(kernel.slots.has('list')).toBe(true);
    kernel.dispose();
    expect(kernel.slots.has('list')).toBe(false);
  });

  it('a host plugin for the same slot replaces the default view', () => {
    const { kernel } = createTestKernel();
    const Mine = () => <p>my list</p>;
    const Default = () => <p>default list</p>;
    function Host() {
      const List = useSlot<object>('list', Default);
      return <List />;
    }
    kernel.use([listView(), createViewPlugin('host:list', 'list', Mine)]);
    renderWithKernel(kernel, <Host />);
    expect(screen.getByText('my list')).toBeInTheDocument();
  });

  it('keeps the rendered rows bounded at 100,000 items', () => {
    render(
      <VirtualList
        role="list"
        aria-label="many"
        count={100_000}
        estimateSize={() => 40}
        renderRow={(index, style) => (
          <div role="listitem" key={index} style={style}>
            Row {index}
          </div>
        )}
      />,
    );
    const rendered = screen.getAllByRole('listitem').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(40);
    expect(screen.getByText('Row 0')).toBeInTheDocument();
    expect(screen.queryByText('Row 99999')).toBeNull();
  });

  it('given the size of the list it replaces, renders its rows in one pass instead of two', () => {
    const passes = (initialRect?: { width: number; height: number }) => {
      const commits: number[] = [];
      const view = render(
        <Profiler id="list" onRender={() => commits.push(screen.queryAllByRole('listitem').length)}>
          <VirtualList
            role="list"
            count={1000}
            estimateSize={() => 40}
            initialRect={initialRect}
            renderRow={(index, style) => (
              <div role="listitem" key={index} style={style}>
                Row {index}
              </div>
            )}
          />
        </Profiler>,
      );
      view.unmount();
      return commits;
    };
    // Measured first: a pass with no rows, then one with the rows in view (400 px: 10 and 3 more).
    expect(passes()).toEqual([0, 13]);
    // The size it will have (the viewport's 400 px): the rows in the first and only pass.
    expect(passes({ width: 0, height: 400 })).toEqual([13]);
  });

  it('a new row height (the density) measures the rows again in the same list element', () => {
    const list = (height: number, measureKey?: number) => (
      <VirtualList
        role="list"
        count={1000}
        estimateSize={() => height}
        initialRect={{ width: 0, height: 400 }}
        measureKey={measureKey}
        renderRow={(index, style) => (
          <div role="listitem" key={index} style={style}>
            Row {index}
          </div>
        )}
      />
    );
    const view = render(list(40, 40));
    const element = screen.getByRole('list');
    const rowHeight = () => screen.getByText('Row 1').style.height;
    expect(rowHeight()).toBe('40px');
    view.rerender(list(32, 32));
    // The same element (its focus and place kept), its rows at the new height.
    expect(screen.getByRole('list')).toBe(element);
    expect(rowHeight()).toBe('32px');
    // Without the key the rows keep the heights they were measured at.
    view.rerender(list(48, 32));
    expect(rowHeight()).toBe('32px');
  });

  it('calls onEndReached once per page within 20 px of the end', () => {
    const onEndReached = vi.fn();
    const rows = (count: number) => (
      <VirtualList
        role="list"
        count={count}
        estimateSize={() => 40}
        onEndReached={onEndReached}
        renderRow={(index, style) => <div role="listitem" key={index} style={style} />}
      />
    );
    const view = render(rows(20));
    const list = screen.getByRole('list');
    fireEvent.scroll(list, { target: { scrollTop: 800 - 400 - 21 } });
    expect(onEndReached).not.toHaveBeenCalled();
    fireEvent.scroll(list, { target: { scrollTop: 800 - 400 - 20 } });
    fireEvent.scroll(list, { target: { scrollTop: 800 - 400 } });
    expect(onEndReached).toHaveBeenCalledTimes(1);
    view.rerender(rows(40));
    fireEvent.scroll(list, { target: { scrollTop: 1600 - 400 - 5 } });
    expect(onEndReached).toHaveBeenCalledTimes(2);
  });

  it('its ref scrolls a row into view (as the keyboard does for its active row)', async () => {
    const ref = createRef<VirtualListHandle>();
    render(
      <VirtualList
        ref={ref}
        role="list"
        count={1_000}
        estimateSize={() => 40}
        renderRow={(index, style) => (
          <div role="listitem" key={index} style={style}>
            Row {index}
          </div>
        )}
      />,
    );
    expect(screen.queryByText('Row 500')).toBeNull();
    const unmock = mockScrolling(1_000 * 40);
    try {
      act(() => ref.current?.scrollToIndex(500));
      expect(await screen.findByText('Row 500')).toBeInTheDocument();
      expect(screen.getByRole('list').scrollTop).toBeGreaterThan(0);
    } finally {
      unmock();
    }
  });
});
