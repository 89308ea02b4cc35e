/**
 * The props the union selector's shell gives a tab's list, for tests that render UnionList alone:
 * a "latest" tab that loads more in browse and search, multiple selection, nothing disabled.
 */
import { vi } from 'vitest';
import type { UnionListProps } from '../../../../plugins/views/union-selector/UnionList';

export function unionListProps(extra: Partial<UnionListProps> = {}): UnionListProps {
  return {
    tabKey: 'latest',
    tabType: 'latest',
    canLoadMore: true,
    searchCanLoadMore: true,
    multiple: true,
    disabledReason: () => null,
    onPick: vi.fn(),
    onFocusSidebar: vi.fn(),
    ...extra,
  };
}
