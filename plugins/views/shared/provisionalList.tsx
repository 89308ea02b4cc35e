/**
 * The mark of a list showing provisional rows (the loaded rows matching what is typed, while the
 * server search runs): `aria-busy` and `data-pk-provisional` on the listbox, which the style
 * sheet draws, and a description saying the rows are not the search's answer yet. The mark's value
 * is `partial` once part of the server's answer is shown (the sources that answered first) while
 * the rest is asked.
 */
import type { PickerKernel } from '../../../kernel';
import { Hint, hintText } from './hints';

/** The listbox attributes and the ids it is described by. */
export function provisionalListAttributes(
  provisional: boolean,
  hintId: string,
  provisionalHintId: string,
  partial = false,
): { 'aria-busy'?: true; 'data-pk-provisional'?: '' | 'partial'; 'aria-describedby': string } {
  if (!provisional) return { 'aria-describedby': hintId };
  return {
    'aria-busy': true,
    'data-pk-provisional': partial ? 'partial' : '',
    'aria-describedby': `${hintId} ${provisionalHintId}`,
  };
}

/** The description element of a provisional list (nothing when the rows are the answer). */
export function ProvisionalHint({
  kernel,
  id,
  provisional,
}: {
  kernel: Pick<PickerKernel, 'i18n' | 't'>;
  id: string;
  provisional: boolean;
}) {
  return provisional ? <Hint id={id} text={hintText(kernel, 'provisional')} /> : null;
}
