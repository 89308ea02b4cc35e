// @vitest-environment jsdom
// The file list's active row when its list is replaced (a folder opened, Back, Forward): the new
// list shows and acts on its own active row from its first paint, the one left there or its
// first row, never the row index the list before had. A key pressed as the new list appears
// (Enter under load, before any later render) acts on that row.
import { fireEvent, render } from '@testing-library/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useListFocusKeeper } from '../../../../plugins/views/finder-frame/useListFocusKeeper';
import { useListKeyboard } from '../../../../plugins/views/shared/useListKeyboard';
import type { VirtualListHandle } from '../../../../plugins/views/shared/VirtualList';

interface Painted {
  listKey: string;
  active: string | null;
}

interface HarnessProps {
  listKey: string;
  count: number;
  onActivate(listKey: string, index: number): void;
  /** Called at each commit with what the list shows (before any later render). */
  onPaint(painted: Painted): void;
}

/** A list as the finder's file list wires it: its keyboard and the focus keeper. */
function Harness({ listKey, count, onActivate, onPaint }: HarnessProps) {
  const listRef = useRef<VirtualListHandle>(null);
  const keyboard = useListKeyboard({
    count,
    isSelectable: () => true,
    onActivate: (index) => onActivate(listKey, index),
    listRef,
    enabled: true,
  });
  const [remembered] = useState(() => new Map<string, number>());
  useListFocusKeeper({
    listKey,
    active: true,
    remembered,
    listElementId: 'files',
    fallbackElementId: null,
    activeIndex: keyboard.activeIndex,
    firstIndex: 0,
    count,
    setActiveIndex: keyboard.setActiveIndex,
    scrollToIndex: () => undefined,
  });
  useLayoutEffect(() => {
    const list = document.getElementById('files');
    onPaint({ listKey, active: list?.getAttribute('aria-activedescendant') ?? null });
  });
  return (
    <div
      id="files"
      role="listbox"
      aria-label="Files"
      tabIndex={0}
      aria-activedescendant={keyboard.activeIndex >= 0 ? `row-${keyboard.activeIndex}` : undefined}
      onKeyDown={keyboard.onKeyDown}
    />
  );
}

describe('the active row of a list that replaces another', () => {
  it('a list appears with its own active row: the first on a first visit, the one left on a return', () => {
    const painted: Painted[] = [];
    const props = { onActivate: () => undefined, onPaint: (p: Painted) => painted.push(p) };
    const view = render(<Harness listKey="team" count={50} {...props} />);
    const list = () => document.getElementById('files')!;
    // Far down a folder of many rows.
    fireEvent.keyDown(list(), { key: 'End' });
    expect(list().getAttribute('aria-activedescendant')).toBe('row-49');

    /** What the list shows in the first commit after it is replaced by `listKey`. */
    const appears = (listKey: string, count: number): string | null => {
      const from = painted.length;
      view.rerender(<Harness listKey={listKey} count={count} {...props} />);
      return painted[from]?.active ?? null;
    };
    // Back to a short list, then into another long one, then back to the team.
    expect(appears('teams', 3)).toBe('row-0');
    // Not row 49 of the list before: a row the user never chose.
    expect(appears('folder', 60)).toBe('row-0');
    expect(appears('team', 50)).toBe('row-49');
  });

  it("Enter pressed as the new list appears opens that list's active row", () => {
    const opened: Array<[string, number]> = [];
    let pressed = false;
    const onPaint = ({ listKey }: Painted) => {
      // The key reaches the list in the same frame it appears, before any later render.
      if (listKey !== 'teams' || pressed) return;
      pressed = true;
      fireEvent.keyDown(document.getElementById('files')!, { key: 'Enter' });
    };
    const onActivate = vi.fn((listKey: string, index: number) => opened.push([listKey, index]));
    const view = render(
      <Harness listKey="team" count={50} onActivate={onActivate} onPaint={onPaint} />,
    );
    fireEvent.keyDown(document.getElementById('files')!, { key: 'End' });

    view.rerender(<Harness listKey="teams" count={3} onActivate={onActivate} onPaint={onPaint} />);

    expect(pressed).toBe(true);
    expect(opened).toEqual([['teams', 0]]);
  });
});
