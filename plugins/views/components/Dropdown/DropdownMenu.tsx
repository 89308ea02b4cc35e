import { useContext } from 'react';
import { assertDropdownItems, type DropdownItem } from './dropdownRules';
import { DropdownMenuContext } from './DropdownMenuContext';

export interface DropdownMenuProps {
  /** Each item needs a key and a title. */
  items: DropdownItem[];
  onSelect?(key: string, index: number): void;
  /** The key shown as chosen (menuitemradio, aria-checked). */
  selectedKey?: string;
}

/**
 * The menu of a Dropdown (WAI-ARIA menu pattern). Pass it as the Dropdown's `menu`; the
 * Dropdown supplies keyboard navigation and closes after a choice.
 */
export function DropdownMenu({ items, onSelect, selectedKey }: DropdownMenuProps) {
  assertDropdownItems(items);
  const dropdown = useContext(DropdownMenuContext);
  return (
    <>
      {items.map((item, index) => {
        const choose = () => {
          if (item.disabled) return;
          onSelect?.(item.key, index);
          dropdown?.close();
        };
        const itemProps = {
          role: selectedKey === undefined ? 'menuitem' : 'menuitemradio',
          'aria-checked': selectedKey === undefined ? undefined : item.key === selectedKey,
          tabIndex: dropdown?.activeIndex === index ? 0 : -1,
          disabled: item.disabled,
          'data-active': dropdown?.activeIndex === index || undefined,
          className: 'pk-menu__item',
          onClick: choose,
        };
        return (
          <button
            key={item.key}
            type="button"
            ref={(element) => {
              if (dropdown) dropdown.listRef.current[index] = element;
            }}
            {...(dropdown ? dropdown.getItemProps(itemProps) : itemProps)}
          >
            {item.title}
          </button>
        );
      })}
    </>
  );
}
