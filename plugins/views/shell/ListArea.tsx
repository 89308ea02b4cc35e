/**
 * The list area: the init error panel (the message itself for a configuration error), the loading skeleton before init, the search results in
 * search mode, else the active tab's source as a tree (tree sources) or a flat list.
 */
import type { EmptyStateLink } from '../components';
import { observer } from 'mobx-react-lite';
import { FlatList } from '../list/FlatList';
import { useKernel } from '../shared/KernelContext';
import { isConfigurationError } from '../../../kernel';
import { ConfigurationErrorView, ErrorView, LoadingState } from '../shared/ListStates';
import { SLOTS, type ListSlotProps, type TreeSlotProps } from '../shared/slots';
import { viewKernel } from '../shared/surface';
import { useSlot } from '../shared/useSlot';
import { Tree } from '../tree/Tree';

export interface ListAreaProps {
  /** The host's empty-state text, instead of the picker's own. */
  emptyText?: string;
  emptyLink?: EmptyStateLink;
}

export const ListArea = observer(function ListArea({ emptyText, emptyLink }: ListAreaProps) {
  const kernel = useKernel();
  const { search, tabs, sources } = viewKernel(kernel);
  const List = useSlot<ListSlotProps>(SLOTS.list, FlatList);
  const TreeSlot = useSlot<TreeSlotProps>(SLOTS.tree, Tree);

  if (kernel.status === 'error' && isConfigurationError(kernel.initError)) {
    return <ConfigurationErrorView message={kernel.initError.message} />;
  }
  if (kernel.status === 'error') return <ErrorView onRetry={() => void kernel.retryInit()} />;
  if (kernel.status !== 'ready') return <LoadingState />;
  if (search.isSearching) return <List mode="search" emptyText={emptyText} emptyLink={emptyLink} />;
  const tab = tabs.list.find((candidate) => candidate.key === tabs.activeKey) ?? tabs.list[0];
  const sourceKey = tab?.sourceKey ?? tab?.key;
  if (!sourceKey) return null;
  if (sources.get(sourceKey)?.tree) {
    return (
      <TreeSlot key={sourceKey} sourceKey={sourceKey} emptyText={emptyText} emptyLink={emptyLink} />
    );
  }
  return (
    <List
      key={sourceKey}
      mode="browse"
      sourceKey={sourceKey}
      emptyText={emptyText}
      emptyLink={emptyLink}
    />
  );
});
