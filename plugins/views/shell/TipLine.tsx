/**
 * The tip line under the list: the host's tip, and on a team-member tab the notice that people not
 * yet in the team must be added as team members before they can be authorised.
 */
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useKernel } from '../shared/KernelContext';
import { viewKernel } from '../shared/surface';
import { useT } from '../shared/useT';

/** Source types whose tab shows the team notice. */
export const TEAM_NOTICE_SOURCE_TYPES: ReadonlySet<string> = new Set(['teamMember']);

export const TipLine = observer(function TipLine({ tip }: { tip?: ReactNode }) {
  const kernel = useKernel();
  const { tabs, sources } = viewKernel(kernel);
  const t = useT();
  const tab = tabs.list.find((candidate) => candidate.key === tabs.activeKey);
  const type =
    kernel.status === 'ready' ? sources.get(tab?.sourceKey ?? tabs.activeKey ?? '')?.type : '';
  const notice = type !== undefined && TEAM_NOTICE_SOURCE_TYPES.has(type);
  if (!tip && !notice) return null;
  return (
    <>
      {notice ? (
        <p className="pk-tip pk-notice" role="note">
          {t('teamNotice')}
        </p>
      ) : null}
      {tip ? <p className="pk-tip">{tip}</p> : null}
    </>
  );
});
