/** Special rows carry their handler in `raw`; activating a row calls it. */
import type { PickerItem } from '../../../kernel';

export interface SpecialRowRecord {
  onActivate(): void;
}

export function isSpecialRowRecord(raw: unknown): raw is SpecialRowRecord {
  return (
    typeof raw === 'object' &&
    raw !== null &&
    typeof (raw as { onActivate?: unknown }).onActivate === 'function'
  );
}

export function activateSpecialRow(item: PickerItem): void {
  if (isSpecialRowRecord(item.raw)) item.raw.onActivate();
}
