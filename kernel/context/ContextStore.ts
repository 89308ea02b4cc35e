/**
 * Who is signed in and where: the current user, the joined companies (at most 10 kept), the
 * release and the mode flags. Filled by the user plugin during init; read by sources and views.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import { observableRef } from '../mobxAnnotations';
import type { Release } from '../types';

export interface CurrentUser {
  userid: string;
  avatar: string;
  name: string;
  companyId?: string;
  is_plus: boolean;
  /** From is_company_account (default false). */
  isAccountIsolation: boolean;
  raw?: unknown;
}

export interface Company {
  id: string;
  companyId: string;
  name: string;
  logo?: string;
}

/** Joined companies kept (member-picker.md section 9). */
export const MAX_JOINED_COMPANIES = 10;

export class ContextStore {
  user: CurrentUser | null = null;
  companies: Company[] = [];
  /** The company the picker currently shows (the workspace, or the switcher's choice). */
  currentCompanyId: string | null = null;
  readonly release: Release;

  constructor(release: Release) {
    this.release = release;
    makeObservable(this, {
      user: observableRef,
      companies: observableRef,
      currentCompanyId: observable,
      isNewCompanyUser: computed,
      setUser: action,
      setCompanies: action,
      setCurrentCompany: action,
    });
  }

  /** True only when the user is a plus user with a company id. */
  get isNewCompanyUser(): boolean {
    return Boolean(this.user?.is_plus && this.user.companyId);
  }

  setUser(user: CurrentUser | null): void {
    this.user = user;
    if (user?.companyId && this.currentCompanyId === null) this.currentCompanyId = user.companyId;
  }

  setCompanies(companies: Company[]): void {
    this.companies = companies.slice(0, MAX_JOINED_COMPANIES);
  }

  setCurrentCompany(companyId: string): void {
    this.currentCompanyId = companyId;
  }
}
