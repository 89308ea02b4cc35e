/**
 * Where the finder is (no React): the list the current route shows and its state, the company
 * of the route, the side-menu tabs there, the team a TeamFiles route shows (set by its loader),
 * whether that directory is read-only and offers a new folder, and each item's selectability.
 * Navigation goes through the kernel's router, lists through its source runtime.
 */
import { action, computed, makeObservable, reaction } from 'mobx';
import { observableRef } from '../../../kernel';
import type { ListState, PickerItem, PickerKernel, Router } from '../../../kernel';
import { entryOf } from '../../sources/shared/driveEntry';
import { visibleTabs } from '../rules/features';
import type { ResolvedInputs } from '../rules/inputs';
import { selectabilityOf, type Selectability } from '../rules/selectability';
import type { FinderTab } from '../rules/tabs';
import {
  isReadOnlyDirectory,
  newFolderVisible,
  type DirectoryState,
} from '../permissions/directoryRules';
import { DEFAULT_PERMISSION } from '../permissions/permission';
import type { FinderSettings } from './FinderSettings';
import { companyOfRoute, listForRoute, type RouteList } from './routeLists';
import type { TeamView } from './teamInfo';

export class DirectoryStore {
  readonly kernel: PickerKernel;
  readonly router: Router;
  /** The team a TeamFiles route shows, set by its loader. */
  teamView: TeamView | null = null;

  private readonly selectability = new WeakMap<PickerItem, Selectability>();
  /** A team view a loader made, waiting for its navigation (`href`) to commit. */
  private staged: { href: string; view: TeamView | null } | null = null;

  constructor(
    kernel: PickerKernel,
    private readonly settings: FinderSettings,
  ) {
    this.kernel = kernel;
    this.router = kernel.router;
    makeObservable(this, {
      teamView: observableRef,
      list: computed,
      companyId: computed,
      tabs: computed,
      readOnly: computed,
      newFolderVisible: computed,
      setTeamView: action,
    });
    // A loader's team view shows with the route it was loaded for, in the same render as its
    // list: set before the commit, the breadcrumb would change over the folder left.
    reaction(
      () => this.router.current,
      (current) => {
        const staged = this.staged;
        if (!staged || current?.href !== staged.href) return;
        this.staged = null;
        this.setTeamView(staged.view);
      },
    );
  }

  get inputs(): ResolvedInputs {
    return this.settings.inputs;
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
        ? selectabilityOf(entry, this.settings.rules)
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
      createFolder: this.settings.has('createFolder'),
      hasError: this.listState()?.status === 'error',
    });
  }

  setTeamView(view: TeamView | null): void {
    this.teamView = view;
  }

  /** The team view of a navigation to `href`, set when that navigation commits. */
  stageTeamView(href: string, view: TeamView | null): void {
    this.staged = { href, view };
  }

  private directoryState(): DirectoryState {
    const view = this.teamView;
    return {
      route: this.router.current?.name,
      action: this.inputs.action,
      checkPathPermission: this.settings.has('checkPathPermission'),
      team: view?.team ?? null,
      fid: view?.fid ?? 0,
      permission: view?.permission ?? DEFAULT_PERMISSION,
    };
  }
}
