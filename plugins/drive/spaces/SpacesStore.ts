/**
 * The user's drive spaces and companies (no React), set by the finder route's loader: the
 * special, tmp and secret teams, and the companies the user belongs to. Fewer than two
 * workspaces turn the enterprise entrance off (finder.md section 4).
 */
import { action, makeObservable } from 'mobx';
import { observableRef, type PickerKernel } from '../../../kernel';
import type { CompanyRecord, GroupRecord } from '../finder-state/driveCalls';
import type { FinderSettings } from '../finder-state/FinderSettings';

export interface FinderSpaces {
  special: GroupRecord | null;
  tmp: GroupRecord | null;
  secret: GroupRecord | null;
}

export class SpacesStore {
  spaces: FinderSpaces = { special: null, tmp: null, secret: null };
  companies: CompanyRecord[] = [];

  constructor(
    private readonly kernel: PickerKernel,
    private readonly settings: FinderSettings,
  ) {
    makeObservable(this, {
      spaces: observableRef,
      companies: observableRef,
      setSpaces: action,
      setCompanies: action,
    });
  }

  setSpaces(spaces: FinderSpaces): void {
    this.spaces = spaces;
  }

  setCompanies(companies: CompanyRecord[]): void {
    this.companies = companies;
    // finder.md section 4: entrance is turned off when fewer than 2 companies exist; the
    // personal space counts as company 0 (none in the oem release).
    const personal = this.kernel.options.release === 'oem' ? 0 : 1;
    if (companies.length + personal < 2) this.settings.dropFeature('entrance');
  }
}
