// @vitest-environment jsdom
/**
 * Each union selector tab is a list of its own (keyed by its tab), so a tab's list would measure its
 * area first and render its rows in a second pass. The shell holds the size the last tab's list
 * measured, and a tab entered or revisited renders its rows in its first pass.
 */
import { Profiler, useRef } from 'react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKernel } from '../../../../kernel';
import { memberItems } from '../../../../plugins/sources/member-items';
import { UnionList } from '../../../../plugins/views/union-selector/UnionList';
import { unionListProps } from './unionListProps';
import type { ListRect } from '../../../../plugins/views/shared/VirtualList';
import { KernelProvider } from '../../../../plugins/views/shared/KernelContext';
import { memorySource, mockViewport, user } from '../helpers';

let restore: () => void;
beforeEach(() => {
  restore = mockViewport(480);
});
afterEach(() => restore());

function Tabs({ tabKey, commits, shared }: { tabKey: string; commits: number[]; shared: boolean }) {
  const memory = useRef<ListRect | undefined>(undefined);
  return (
    <Profiler id="tab" onRender={() => commits.push(screen.queryAllByRole('option').length)}>
      <UnionList
        key={tabKey}
        {...unionListProps({ tabKey, lastRect: shared ? memory : undefined })}
      />
    </Profiler>
  );
}

async function tabCommits(shared: boolean): Promise<number[][]> {
  const kernel = createKernel({ storage: null, language: 'en', plugins: [memberItems()] });
  const people = Array.from({ length: 60 }, (_, i) => user(i));
  kernel.sources.register(memorySource({ key: 'a', items: people }));
  kernel.sources.register(memorySource({ key: 'b', items: people }));
  await kernel.sources.loadFirst('a');
  await kernel.sources.loadFirst('b');
  const first: number[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <KernelProvider kernel={kernel}>{children}</KernelProvider>
  );
  const view = render(<Tabs tabKey="a" commits={first} shared={shared} />, { wrapper });
  const second: number[] = [];
  view.rerender(<Tabs tabKey="b" commits={second} shared={shared} />);
  const third: number[] = [];
  view.rerender(<Tabs tabKey="a" commits={third} shared={shared} />);
  view.unmount();
  return [first, second, third];
}

describe('union selector tab lists', () => {
  it('render the rows of a tab entered or revisited in their first pass', async () => {
    const [first, second, third] = await tabCommits(true);
    // The first list measures its area: a pass with no rows, then the rows in view.
    expect(first[0]).toBe(0);
    expect(first.at(-1)).toBeGreaterThan(0);
    // Every list after it has the rows in its first commit.
    expect(second[0]).toBeGreaterThan(0);
    expect(third[0]).toBeGreaterThan(0);
  });

  it('without the shell holding the size, each tab measures first', async () => {
    const [, second, third] = await tabCommits(false);
    expect(second[0]).toBe(0);
    expect(third[0]).toBe(0);
  });
});
