/**
 * The finder's state as one read-only view over the kernel (kernel.extensions): what plugins
 * above finder-state (spaces, enterprise, actions, routes) and the views read, with the members
 * the finder's state has always had (`inputs`, `has`, `teamView`, `readOnly`, `tip`...). Each
 * member reads the store that owns it when it is read, so a view is made before or after the
 * plugins are applied and stays observable. Plugins above extend it with their own store's
 * members (`extendView`).
 */
import type { PickerItem, PickerKernel } from '../../../kernel';
import type { Feature } from '../rules/features';
import type { TeamView } from './teamInfo';
import { FINDER_DIALOGS, FINDER_DIRECTORY, FINDER_SETTINGS } from './finderKeys';

/** `extra`'s members (getters stay getters) layered over `base`'s. */
export function extendView<A extends object, B extends object>(base: A, extra: B): A & B {
  return Object.create(base, Object.getOwnPropertyDescriptors(extra)) as A & B;
}

export function finderStateView(kernel: PickerKernel) {
  const settings = () => kernel.extensions.get(FINDER_SETTINGS);
  const directory = () => kernel.extensions.get(FINDER_DIRECTORY);
  const dialogs = () => kernel.extensions.get(FINDER_DIALOGS);
  return {
    kernel,
    router: kernel.router,
    get inputs() {
      return settings().inputs;
    },
    get plugKey() {
      return settings().plugKey;
    },
    get rules() {
      return settings().rules;
    },
    get features() {
      return settings().features;
    },
    has: (feature: Feature) => settings().has(feature),
    dropFeature: (feature: Feature) => settings().dropFeature(feature),
    get teamView() {
      return directory().teamView;
    },
    setTeamView: (view: TeamView | null) => directory().setTeamView(view),
    stageTeamView: (href: string, view: TeamView | null) => directory().stageTeamView(href, view),
    get list() {
      return directory().list;
    },
    listState: () => directory().listState(),
    get companyId() {
      return directory().companyId;
    },
    get tabs() {
      return directory().tabs;
    },
    get readOnly() {
      return directory().readOnly;
    },
    get newFolderVisible() {
      return directory().newFolderVisible;
    },
    selectabilityOf: (item: PickerItem) => directory().selectabilityOf(item),
    get tip() {
      return dialogs().tip;
    },
    showTip: (message: string) => dialogs().showTip(message),
    closeTip: () => dialogs().closeTip(),
    get selectedDialogOpen() {
      return dialogs().selectedDialogOpen;
    },
    setSelectedDialogOpen: (open: boolean) => dialogs().setSelectedDialogOpen(open),
    get committing() {
      return dialogs().committing;
    },
    setCommitting: (committing: boolean) => dialogs().setCommitting(committing),
  };
}

export type FinderStateView = ReturnType<typeof finderStateView>;
