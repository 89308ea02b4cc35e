/**
 * What a list or tree row shows of an item: the member item with its tri-state checkbox, tags
 * and the external-staff tag. The row is the control (its option or treeitem carries
 * aria-checked), so the inner checkbox is shown but kept out of the Tab order and the
 * accessibility tree; a click on it still reaches the row.
 */
import { useLayoutEffect, useRef } from 'react';
import type { PickerItem } from '../../../kernel';
import { MemberItem } from '../components';
import type { CheckStatus } from './surface';
import { useT } from './useT';

export interface ItemContentProps {
  item: PickerItem;
  status: CheckStatus;
  disabled: boolean;
  showCheckbox: boolean;
}

export function ItemContent({ item, status, disabled, showCheckbox }: ItemContentProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const box of ref.current?.querySelectorAll<HTMLElement>('[role="checkbox"]') ?? []) {
      box.tabIndex = -1;
      box.setAttribute('aria-hidden', 'true');
    }
  });
  return (
    <div ref={ref} className="pk-row__content">
      <MemberItem
        title={item.name}
        highlightTitle={item.highlightName}
        avatar={item.avatar}
        description={item.description ?? item.deptName}
        tags={item.tags}
        isExternal={item.isExternal}
        labels={{ external: t('externalStaff'), remove: t('remove', { name: item.name }) }}
        checkboxStatus={showCheckbox ? status : undefined}
        checkboxDisabled={disabled}
        disabled={disabled}
      />
    </div>
  );
}
