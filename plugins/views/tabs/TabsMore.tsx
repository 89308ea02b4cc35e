/**
 * The tabs that do not fit the row, in a "More" menu button beside it (the shared Dropdown,
 * WAI-ARIA menu pattern). Choosing one activates it; it then takes a place in the row.
 */
import { CaretDownIcon, Dropdown, DropdownMenu } from '../components';
import { useT } from '../shared/useT';

export interface TabsMoreProps {
  items: ReadonlyArray<{ key: string; title: string }>;
  onChoose(key: string): void;
}

export function TabsMore({ items, onChoose }: TabsMoreProps) {
  const t = useT();
  return (
    <Dropdown
      label={t('moreTabs')}
      placement="bottom-end"
      menu={<DropdownMenu items={items.map((item) => ({ ...item }))} onSelect={onChoose} />}
    >
      <button type="button" className="pk-tabs__more">
        {t('moreTabs')}
        <CaretDownIcon />
      </button>
    </Dropdown>
  );
}

/** A copy of the More button for measuring its width (hidden, outside the accessibility tree). */
export function TabsMoreCopy() {
  const t = useT();
  return (
    <span className="pk-tabs__more">
      {t('moreTabs')}
      <CaretDownIcon />
    </span>
  );
}
