/**
 * The enterprise state of the finder (finder.md sections 3 and 4), its own store on the kernel:
 * - `restrictionOn`: the document restriction of copy, move and save is in force. It starts on
 *   when the action restricts (the features input's restrict flag, else the action's) and only
 *   ever turns off: a preset file outside an enterprise, a failed check, a company without
 *   restriction.
 * - `companyRestrict`: each company's spread control (spread_ctrls), the restrict flag per company.
 * - `lockedCompanyId`: the enterprise the restriction keeps the user in (0: none yet).
 */
import { action, makeObservable, observable } from 'mobx';
import { observableRef } from '../../../kernel';

export class EnterpriseState {
  restrictionOn: boolean;
  companyRestrict: ReadonlyMap<number, boolean> = new Map();
  lockedCompanyId = 0;

  constructor(restrictionOn: boolean) {
    this.restrictionOn = restrictionOn;
    makeObservable(this, {
      restrictionOn: observable,
      companyRestrict: observableRef,
      lockedCompanyId: observable,
      turnRestrictionOff: action,
      lockTo: action,
      mergeCompanyRestrict: action,
    });
  }

  /** Whether a company restricts its documents (unknown: no). */
  restricts(companyId: number): boolean {
    return this.companyRestrict.get(companyId) === true;
  }

  turnRestrictionOff(): void {
    this.restrictionOn = false;
    this.lockedCompanyId = 0;
  }

  lockTo(companyId: number): void {
    if (this.restrictionOn) this.lockedCompanyId = companyId;
  }

  mergeCompanyRestrict(flags: ReadonlyMap<number, boolean>): void {
    this.companyRestrict = new Map([...this.companyRestrict, ...flags]);
  }
}
