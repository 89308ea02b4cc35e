/** Why an entry of a paste report was not added, in the picker's language. */
import type { PasteOutcome, PickerItem } from '../../../kernel';
import type { Translate } from '../shared/useT';

export function outcomeText(outcome: PasteOutcome, t: Translate, maxCount: number): string {
  switch (outcome.kind) {
    case 'added':
    case 'alreadyPicked':
      return '';
    case 'notFound':
      return t('pasteNotFound');
    case 'malformed':
      return t(outcome.expected === 'email' ? 'pasteMalformedEmail' : 'pasteMalformedPhone');
    case 'failed':
      return t('pasteFailed');
    case 'ambiguous':
      return t('pasteAmbiguous');
    case 'refused':
      switch (outcome.code) {
        case 'excluded':
          return t('pasteExcluded');
        case 'disabled':
          return t('pasteDisabled');
        case 'limit':
          return t('pasteLimit', { maxCount });
        case 'rule':
          return outcome.message ?? t('pasteVetoed');
        case 'vetoed':
          return t('pasteVetoed');
      }
  }
}

/** A candidate's second line: the department, else the address, so two namesakes differ. */
export function candidateDetail(item: Pick<PickerItem, 'deptName' | 'raw'>): string {
  const raw = item.raw as { email?: unknown } | undefined;
  if (item.deptName) return item.deptName;
  return typeof raw?.email === 'string' ? raw.email : '';
}
