/** The finder page's editable widget inputs, as text fields, and their parsing into options. */
import { ACTIONS, type FileFilter, type FinderOptions } from '../../../presets/finder';

export interface FinderInputsForm {
  action: string;
  mode: string;
  includes: string;
  excludes: string;
  fileLitmitNum: string;
  crossCatalog: boolean;
  shareMode: boolean;
  presetsJson: string;
  pathJson: string;
  featuresJson: string;
  tabsJson: string;
  okText: string;
  cancelText: string;
  committing: boolean;
  /** Rename mode: the default name without its bracketed copy suffix. */
  hideCopySuffix: boolean;
  transferUserId: string;
  transferCompanyId: string;
  dw: string;
  /** Free text: a supported language, a tag of one (en-US), or anything (it falls back). */
  language: string;
  release: string;
  /** The event service's app key: the finder then sends its usage events. */
  appKey: string;
  /** The key the last location is remembered under. */
  plugKey: string;
  /** The private space's links. */
  forgotPasswordLink: string;
  renewLink: string;
}

export const DEFAULT_FINDER_FORM: FinderInputsForm = {
  action: 'selectFile',
  mode: '',
  includes: '',
  excludes: '',
  fileLitmitNum: '',
  crossCatalog: true,
  shareMode: false,
  presetsJson: '',
  pathJson: '',
  featuresJson: '',
  tabsJson: '',
  okText: '',
  cancelText: '',
  committing: false,
  hideCopySuffix: false,
  transferUserId: '',
  transferCompanyId: '',
  dw: '',
  language: 'en',
  release: 'default',
  appKey: '',
  plugKey: '',
  forgotPasswordLink: '',
  renewLink: '',
};

export const FORM_ACTIONS = ACTIONS;

function list(text: string): string[] | undefined {
  const items = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

function json(text: string, name: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${name} is not valid JSON`);
  }
}

/** The finder options of a form; throws a message naming the field that does not parse. */
export function finderOptionsOf(form: FinderInputsForm): FinderOptions {
  const limit = form.fileLitmitNum.trim() === '' ? undefined : Number(form.fileLitmitNum);
  const transfer =
    form.transferUserId.trim() !== '' || form.transferCompanyId.trim() !== ''
      ? {
          userId: form.transferUserId.trim() || undefined,
          companyId: form.transferCompanyId.trim() || undefined,
        }
      : undefined;
  return {
    action: form.action as FinderOptions['action'],
    mode: (form.mode || undefined) as FinderOptions['mode'],
    file: {
      includes: list(form.includes),
      excludes: list(form.excludes),
      fileLitmitNum: limit,
      crossCatalog: form.crossCatalog,
      shareMode: form.shareMode,
      presets: json(form.presetsJson, 'file.presets') as FileFilter['presets'],
    },
    path: json(form.pathJson, 'path') as FinderOptions['path'],
    featrues: json(form.featuresJson, 'features') as FinderOptions['features'],
    tabs: json(form.tabsJson, 'tabs') as FinderOptions['tabs'],
    okText: form.okText || undefined,
    cancelText: form.cancelText || undefined,
    committing: form.committing,
    hideCopySuffix: form.hideCopySuffix,
    transfer,
    dw: form.dw || undefined,
    language: form.language.trim() || undefined,
    release: form.release as FinderOptions['release'],
    appKey: form.appKey.trim() || undefined,
    plugKey: form.plugKey.trim() || undefined,
    secretLinks:
      form.forgotPasswordLink.trim() || form.renewLink.trim()
        ? {
            forgotPassword: form.forgotPasswordLink.trim() || undefined,
            renew: form.renewLink.trim() || undefined,
          }
        : undefined,
  };
}
