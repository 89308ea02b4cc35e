/** The pre-tip line above the list: the search's, or the active source's. */
import { observer } from 'mobx-react-lite';
import { useKernel } from '../shared/KernelContext';
import { viewKernel } from '../shared/surface';

export const PreTip = observer(function PreTip() {
  const kernel = useKernel();
  const { search, tabs, sources } = viewKernel(kernel);
  let text: string | undefined;
  if (search.isSearching) text = search.preTip;
  else if (kernel.status === 'ready' && tabs.activeKey) {
    const tab = tabs.list.find((candidate) => candidate.key === tabs.activeKey);
    text = sources.state(tab?.sourceKey ?? tabs.activeKey).preTip;
  }
  if (!text) return null;
  return (
    <p className="pk-pretip" role="note">
      {text}
    </p>
  );
});
