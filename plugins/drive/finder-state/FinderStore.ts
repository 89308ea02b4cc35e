/**
 * The finder's state beside the kernel (no React): what the user's spaces and companies are,
 * which list the current route shows, the team it is in, the selection rules, the OK rule and
 * the commit info, the dialogs. Navigation goes through the kernel's router; lists through the
 * kernel's source runtime; picks through the kernel's selection.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import { observableRef } from '../../../kernel';
import type { ListState, PickerItem, PickerKernel, Router } from '../../../kernel';
import { entryOf, type DriveEntry } from '../../sources/shared/driveEntry';
import type { Feature } from '../rules/features';
import { visibleTabs } from '../rules/features';
import type { ResolvedInputs } from '../rules/inputs';
import {
  selectabilityOf,
  selectabilityRules,
  type Selectability,
  type SelectabilityRules,
} from '../rules/selectability';
import type { FinderTab } from '../rules/tabs';
import { EnterpriseState } from '../enterprise/EnterpriseState';
import { initialRestriction } from '../enterprise/restrictionRules';
import type { CompanyRecord, GroupRecord } from './driveCalls';
import { FinderActions, type ActionOptions, type CommitExtras } from '../actions/FinderActions';
import { companyOfRoute, listForRoute, type RouteList } from './routeLists';
import {
  isReadOnlyDirectory,
  newFolderVisible,
  type DirectoryState,
} from '../permissions/directoryRules';
import { DEFAULT_PERMISSION } from '../permissions/permission';
import type { TeamView } from './teamInfo';

export interface FinderSpaces {
  special: GroupRecord | null;
  tmp: GroupRecord | null;
  secret: GroupRecord | null;
}

/**
 * A type, not an interface, so that it is one of the kernel's open confirm payloads; transfer
 * adds its operation, rename mode the name (FinderActions).
 */
export type CommitInfo = CommitExtras & {
  path: { id: number; groupid: number; acl: { write: boolean } };
  company: { id: number; name: string };
  files: DriveEntry[];
  team: GroupRecord | null;
};

export class FinderStore {
  readonly kernel: PickerKernel;
  readonly router: Router;
  /** Where the last tab and location are remembered (finder.md: a plug key for the modal). */
  readonly plugKey: string;
  readonly inputs: ResolvedInputs;
  readonly rules: SelectabilityRules;
  /** Restriction and each company's restrict flag (enterprise/EnterpriseState.ts). */
  readonly enterprise: EnterpriseState;

  spaces: FinderSpaces = { special: null, tmp: null, secret: null };
  companies: CompanyRecord[] = [];
  features: ReadonlySet<Feature>;
  /** The team a TeamFiles route shows, set by its loader. */
  teamView: TeamView | null = null;
  /** The tips dialog's message, when open. */
  tip: string | null = null;
  selectedDialogOpen = false;
  committing: boolean;
  /** The action's rules, the new-folder row, rename mode, transfer (FinderActions.ts). */
  readonly actions: FinderActions;

  private readonly selectability = new WeakMap<PickerItem, Selectability>();

  constructor(
    kernel: PickerKernel,
    inputs: ResolvedInputs,
    plugKey = 'finder',
    actionOptions: ActionOptions = {},
  ) {
    this.kernel = kernel;
    this.router = kernel.router;
    this.plugKey = plugKey;
    this.inputs = inputs;
    this.rules = selectabilityRules(inputs.mode, inputs.includes, inputs.excludes);
    this.features = inputs.featureSet.features;
    this.committing = inputs.committing;
    this.enterprise = new EnterpriseState(
      initialRestriction(inputs.action, inputs.featureSet.restrict),
    );
    makeObservable(this, {
      spaces: observableRef,
      companies: observableRef,
      features: observableRef,
      teamView: observableRef,
      tip: observable,
      selectedDialogOpen: observable,
      committing: observable,
      list: computed,
      companyId: computed,
      tabs: computed,
      readOnly: computed,
      newFolderVisible: computed,
      canCommit: computed,
      setSpaces: action,
      setCompanies: action,
      dropFeature: action,
      setTeamView: action,
      showTip: action,
      closeTip: action,
      setSelectedDialogOpen: action,
      setCommitting: action,
    });
    this.actions = new FinderActions(this, actionOptions);
  }

  has(feature: Feature): boolean {
    return this.features.has(feature);
  }

  /** The list the current route shows, or null. */
  get list(): RouteList | null {
    return listForRoute(this.router.current);
  }

  listState(): ListState | null {
    const list = this.list;
    return list ? this.kernel.sources.state(list.sourceKey, list.parent.key) : null;
  }

  /** The company of the current route (0: personal). */
  get companyId(): number {
    return companyOfRoute(this.router.current);
  }

  /** The side-menu tabs shown in the current company. */
  get tabs(): FinderTab[] {
    return visibleTabs(this.inputs.featureSet.tabs, this.companyId);
  }

  selectabilityOf(item: PickerItem): Selectability {
    let known = this.selectability.get(item);
    if (!known) {
      const entry = entryOf(item);
      known = entry
        ? selectabilityOf(entry, this.rules)
        : { selectable: false, disabled: true, reason: 'notAllowed' };
      this.selectability.set(item, known);
    }
    return known;
  }

  /**
   * finder.md section 5: a directory is read-only when no team is loaded, in a tmp or corptmp
   * team with no device or folder open, or when the permission lacks new_empty; except the
   * TeamFiles path in selectPath mode when path-permission checking is off.
   */
  get readOnly(): boolean {
    return isReadOnlyDirectory(this.directoryState());
  }

  /**
   * finder.md section 5: the new-folder button is hidden in tmp and corptmp teams, in read-only
   * directories, when the createFolder feature is off, or when an error exists.
   */
  get newFolderVisible(): boolean {
    return newFolderVisible({
      ...this.directoryState(),
      createFolder: this.has('createFolder'),
      hasError: this.listState()?.status === 'error',
    });
  }

  private directoryState(): DirectoryState {
    const view = this.teamView;
    return {
      route: this.router.current?.name,
      action: this.inputs.action,
      checkPathPermission: this.has('checkPathPermission'),
      team: view?.team ?? null,
      fid: view?.fid ?? 0,
      permission: view?.permission ?? DEFAULT_PERMISSION,
    };
  }

  /**
   * Whether OK is enabled: the kernel's confirm rule (something picked, or dir mode) with the
   * finder's shouldEnableConfirm tap (finderConfirm.ts): not while committing, not with a list
   * error, not in dir mode in a read-only directory.
   */
  get canCommit(): boolean {
    return this.kernel.selection.canConfirm;
  }

  /** The commit info of finder.md section 3: path, company, files, team. */
  commitInfo(items: readonly PickerItem[] = this.kernel.selection.selectedItems): CommitInfo {
    const view = this.teamView;
    const companyId = this.companyId;
    const company = this.companies.find((c) => c.id === companyId);
    const files = items
      .map((item) => entryOf(item))
      .filter((entry): entry is DriveEntry => entry !== undefined)
      .map(({ target: _target, ...entry }) => entry as DriveEntry);
    return {
      path: {
        id: view?.fid ?? 0,
        groupid: view?.team.id ?? 0,
        acl: { write: !this.readOnly },
      },
      company: { id: companyId, name: company?.name ?? '' },
      files,
      team: view?.team ?? null,
    };
  }

  setSpaces(spaces: FinderSpaces): void {
    this.spaces = spaces;
  }

  setCompanies(companies: CompanyRecord[]): void {
    this.companies = companies;
    // finder.md section 4: entrance is turned off when fewer than 2 companies exist; the
    // personal space counts as company 0 (none in the oem release).
    const personal = this.kernel.options.release === 'oem' ? 0 : 1;
    if (companies.length + personal < 2) this.dropFeature('entrance');
  }

  /** Turns a feature off for this finder (entrance, wps+, switchWorkspace by the rules). */
  dropFeature(feature: Feature): void {
    if (!this.features.has(feature)) return;
    const next = new Set(this.features);
    next.delete(feature);
    this.features = next;
  }

  setTeamView(view: TeamView | null): void {
    this.teamView = view;
  }

  showTip(message: string): void {
    this.tip = message;
  }

  closeTip(): void {
    this.tip = null;
  }

  setSelectedDialogOpen(open: boolean): void {
    this.selectedDialogOpen = open;
  }

  setCommitting(committing: boolean): void {
    this.committing = committing;
  }
}
