/**
 * More-entrance entries at the bottom of a tab: select from docs, select from address book (the
 * default entries, shown per tab), and custom entries with a type, key, name and method. An entry
 * without a method logs a warning when clicked.
 */
import type { MoreEntranceEntry } from './types';
import { usePickerT } from './useUnionT';

export interface MoreEntranceProps {
  entries: readonly MoreEntranceEntry[];
}

/** Runs an entry's method, or warns that it has none. */
export function runEntrance(entry: MoreEntranceEntry): void {
  if (typeof entry.method !== 'function') {
    console.warn(
      `[pickerkit] more-entrance entry "${entry.key}" has no method: give it a method to call on click`,
    );
    return;
  }
  entry.method();
}

export function MoreEntrance({ entries }: MoreEntranceProps) {
  const pt = usePickerT();
  if (entries.length === 0) return null;
  const label = (entry: MoreEntranceEntry) => {
    if (entry.name) return entry.name;
    if (entry.key === 'selectFromDocs') return pt('selectFromDocs');
    if (entry.key === 'selectFromAddressBook') return pt('selectFromAddressBook');
    return entry.key;
  };
  return (
    <div className="pk-union__more">
      {entries.map((entry) => (
        <button
          key={entry.key}
          type="button"
          className="pk-link-button pk-union__more-entry"
          data-entrance-type={entry.type}
          onClick={() => runEntrance(entry)}
        >
          {label(entry)}
        </button>
      ))}
    </div>
  );
}
