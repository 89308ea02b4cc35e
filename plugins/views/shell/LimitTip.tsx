/**
 * The limit tip: 'You can select up to N' over the top of the list for a few seconds after a pick
 * went over the maximum count (role alert, so it is announced), with the host's onExceed still
 * called by the kernel.
 */
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { InfoIcon } from '../components';
import { useKernel } from '../shared/KernelContext';
import { useT } from '../shared/useT';
import { limitNoticeOf } from './limitNotice';

export const LimitTip = observer(function LimitTip() {
  const kernel = useKernel();
  const t = useT();
  const notice = useMemo(() => limitNoticeOf(kernel), [kernel]);
  if (notice.maxCount === null) return null;
  return (
    <div className="pk-limit-tip" role="alert" key={notice.serial}>
      <InfoIcon />
      <span className="pk-limit-tip__text">{t('limitReached', { count: notice.maxCount })}</span>
    </div>
  );
});
