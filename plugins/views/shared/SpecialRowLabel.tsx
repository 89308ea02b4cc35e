/** The text of a special row (add contact, new custom group, custom group management). */
import type { PickerItem } from '../../../kernel';
import type { PickerLabelKey } from '../locale';
import { useT } from './useT';

const LABELS: Partial<Record<PickerItem['type'], PickerLabelKey>> = {
  addContact: 'addContacts',
  addCustom: 'newCustomGroup',
  manageCustom: 'manageCustomGroup',
};

export function SpecialRowLabel({ item }: { item: PickerItem }) {
  const t = useT();
  const key = LABELS[item.type];
  return (
    <span className={`pk-row__special pk-row__special--${item.type}`}>
      <span className="pk-row__special-icon" aria-hidden="true">
        +
      </span>
      {key ? t(key) : item.name}
    </span>
  );
}
