/**
 * The keys of the picker's feedback and narrow layout: the retry control of
 * the error panel, the empty selection, the limit tip, the find-or-add prompt of a phone or e-mail
 * search, the collapsible selected strip and the business card's fields. Their
 * texts are in each language's file, beside the picker labels.
 */
export type LookLabelKey =
  | 'retry'
  | 'emptySelection'
  | 'limitReached'
  | 'addByPhonePrompt'
  | 'findByEmailPrompt'
  | 'userSearchPrompt'
  | 'showSelected'
  | 'hideSelected'
  | 'cardDepartment'
  | 'cardUserId'
  | 'cardProfile'
  | 'moreTabs';

export type LookLabels = Record<LookLabelKey, string>;
