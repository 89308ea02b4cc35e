/**
 * The labels of a person row: translated once per kernel and language, not per row. A list mounts a row for
 * every person scrolled into view, and seven translations per row cost more than the row's own
 * rendering. The two that name the person are translated once with a placeholder and filled in.
 */
import type { MemberItemLabels } from '../components';
import type { Translate } from './useT';

/** Stands for the name in the cached templates; never part of a translation. */
const NAME = '\u0000name\u0000';

interface LabelTemplates {
  /** The kernel's language they were translated in: a change of language translates again. */
  language: string;
  external: string;
  remove: string;
  cardTrigger: string;
  card: Omit<NonNullable<MemberItemLabels['businessCard']>, 'trigger'>;
}

/** The kernel of a row, as far as the labels need it. */
export interface LabelKernel {
  readonly language: string;
}

/** Keyed by the kernel: `t` itself is a new function in every row. */
const templatesByKernel = new WeakMap<LabelKernel, LabelTemplates>();

function templatesOf(t: Translate, kernel: LabelKernel): LabelTemplates {
  let templates = templatesByKernel.get(kernel);
  if (templates?.language !== kernel.language) {
    templates = {
      language: kernel.language,
      external: t('externalStaff'),
      remove: t('remove', { name: NAME }),
      cardTrigger: t('businessCard', { name: NAME }),
      card: {
        loading: t('loading'),
        department: t('cardDepartment'),
        userId: t('cardUserId'),
        profileLink: t('cardProfile'),
      },
    };
    templatesByKernel.set(kernel, templates);
  }
  return templates;
}

const fill = (template: string, name: string) => template.split(NAME).join(name);

/** The labels of the row of `name`, in the language `t` (the kernel's translation) gives. */
export function rowLabels(t: Translate, kernel: LabelKernel, name: string): MemberItemLabels {
  const templates = templatesOf(t, kernel);
  return {
    external: templates.external,
    remove: fill(templates.remove, name),
    businessCard: { ...templates.card, trigger: fill(templates.cardTrigger, name) },
  };
}
