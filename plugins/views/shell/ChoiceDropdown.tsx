/**
 * The shell's two host dropdowns, given as data so a host without React can set them too:
 * - the tab-level dropdown (end of the tab bar): a menu whose choice goes to `onSelect`;
 * - the right-side dropdown (next to the selected count): its chosen index is the confirm
 *   payload's `dropdownSelectIndex`.
 * Both are the shared Dropdown: a button naming the menu and the chosen item ('Permission: Can
 * view'), whose menu lists the items as radio items, the chosen one checked.
 */
import { isValidElement, useEffect, useState, type ReactNode } from 'react';
import { Button, CaretDownIcon, Dropdown, DropdownMenu, type DropdownItem } from '../components';

export interface ChoiceDropdownItem extends DropdownItem {
  title: string;
}

export interface ChoiceDropdownOptions {
  /** The menu's name; the trigger reads '<label>: <chosen title>', or the label alone. */
  label: string;
  /** Each with a unique key and a title. */
  items: ChoiceDropdownItem[];
}

export interface TabDropdownOptions extends ChoiceDropdownOptions {
  /** The item shown as chosen; without it the trigger shows the label only. */
  selectedKey?: string;
  onSelect(key: string, index: number): void;
}

export interface SelectedDropdownOptions extends ChoiceDropdownOptions {
  /** The item chosen at first (default 0). */
  defaultIndex?: number;
  /** A choice was made: the new index (the payload's dropdownSelectIndex) and its key. */
  onChange?(index: number, key: string): void;
}

/** Options given as data, as opposed to a host's own element. */
export function isChoiceDropdown(value: unknown): value is ChoiceDropdownOptions {
  return (
    typeof value === 'object' &&
    value !== null &&
    !isValidElement(value) &&
    Array.isArray((value as { items?: unknown }).items)
  );
}

export interface ChoiceDropdownProps extends ChoiceDropdownOptions {
  chosenIndex?: number;
  className: string;
  onChoose(index: number, key: string): void;
}

export function ChoiceDropdown({
  label,
  items,
  chosenIndex,
  className,
  onChoose,
}: ChoiceDropdownProps) {
  const chosen = chosenIndex === undefined ? undefined : items[chosenIndex];
  const text = chosen ? chosen.title : label;
  return (
    <Dropdown
      placement="bottom-end"
      label={label}
      menu={
        <DropdownMenu
          items={items}
          selectedKey={chosen?.key ?? ''}
          onSelect={(key, index) => onChoose(index, key)}
        />
      }
    >
      <Button size="s" className={className} aria-label={chosen ? `${label}: ${text}` : label}>
        <span className={`${className}__text`}>{text}</span>
        <CaretDownIcon />
      </Button>
    </Dropdown>
  );
}

/** The tab-level dropdown: data becomes a ChoiceDropdown, a host's element stays as it is. */
export function TabDropdownContent({ dropdown }: { dropdown?: ReactNode | TabDropdownOptions }) {
  if (!isChoiceDropdown(dropdown)) return <>{dropdown}</>;
  return <TabChoice {...(dropdown as TabDropdownOptions)} />;
}

/** Shows the user's choice at once; a new selectedKey from the host wins. */
function TabChoice({ label, items, selectedKey, onSelect }: TabDropdownOptions) {
  const [chosenKey, setChosenKey] = useState(selectedKey);
  useEffect(() => setChosenKey(selectedKey), [selectedKey]);
  const index = items.findIndex((item) => item.key === chosenKey);
  return (
    <ChoiceDropdown
      label={label}
      items={items}
      chosenIndex={index >= 0 ? index : undefined}
      className="pk-tab-dropdown"
      onChoose={(chosen, key) => {
        setChosenKey(key);
        onSelect(key, chosen);
      }}
    />
  );
}

/** The right-side dropdown: data becomes a ChoiceDropdown on the shell's index. */
export function SelectedDropdownContent({
  dropdown,
  index,
  onIndexChange,
}: {
  dropdown?: ReactNode | SelectedDropdownOptions;
  index: number;
  onIndexChange(index: number): void;
}) {
  if (!isChoiceDropdown(dropdown)) return <>{dropdown}</>;
  const options = dropdown as SelectedDropdownOptions;
  return (
    <ChoiceDropdown
      label={options.label}
      items={options.items}
      chosenIndex={index}
      className="pk-selected-dropdown"
      onChoose={(chosen, key) => {
        onIndexChange(chosen);
        options.onChange?.(chosen, key);
      }}
    />
  );
}

/** The index the right-side dropdown starts at: its defaultIndex, else 0. */
export function initialDropdownIndex(dropdown: unknown): number {
  return isChoiceDropdown(dropdown) ? ((dropdown as SelectedDropdownOptions).defaultIndex ?? 0) : 0;
}
