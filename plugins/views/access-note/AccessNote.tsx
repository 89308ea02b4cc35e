/**
 * Under a picked person, when the picker checks access to a file (plugins/access/check-access):
 * "Cannot open this file", or "Access not checked" while the check runs or after it failed
 * (unknown is never shown as no access). Nothing without the plugin, for people who can open it,
 * and for what is not a person.
 */
import { observer } from 'mobx-react-lite';
import type { PickerItem } from '../../../kernel';
import { accessCheckOf } from '../../access/check-access';
import { useKernel } from '../shared/KernelContext';
import { useT } from '../shared/useT';

export const AccessNote = observer(function AccessNote({
  item,
  className,
}: {
  item: PickerItem;
  className: string;
}) {
  const store = accessCheckOf(useKernel());
  const t = useT();
  const access = store?.accessOf(item);
  if (!access || access === 'ok') return null;
  return (
    <span className={className} data-access={access}>
      {t(access === 'noAccess' ? 'accessNone' : 'accessUnknown')}
    </span>
  );
});
