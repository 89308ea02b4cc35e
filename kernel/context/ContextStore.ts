/**
 * Who is signed in and where: the current user, the joined companies (at most 10 kept), the
 * current company, the release, the feature flags, and what is remembered for the user. Filled by a
 * context plugin during init; read by sources, rules and views.
 *
 * Records are open: a preset adds its own fields to the user (the finder's vip_level and special,
 * tmp and secret teams) and to companies (restrict, view_status), and reads them back typed with
 * `userAs<T>()` and `companiesAs<T>()`.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import { observableRef } from '../mobxAnnotations';
import type { Release } from '../types';
import { ContextPersistence } from './persistence';

export interface CurrentUser {
  userid: string;
  avatar: string;
  name: string;
  companyId?: string;
  is_plus: boolean;
  /** From is_company_account (default false). */
  isAccountIsolation: boolean;
  raw?: unknown;
  /** Fields a preset adds (vip_level, special teams, ...). */
  [field: string]: unknown;
}

export interface Company {
  id: string;
  companyId: string;
  name: string;
  logo?: string;
  /** Fields a preset adds (restrict, view_status, ...). */
  [field: string]: unknown;
}

/** Joined companies kept (member-picker.md section 9). */
export const MAX_JOINED_COMPANIES = 10;

/** What the context store is built from. */
export interface ContextDeps {
  release: Release;
  /** Where remembered data lives; null keeps nothing. */
  storage: Storage | null;
}

/** A new-company user: a plus user with a company id (before the context holds the user too). */
export function isNewCompanyUser(user: CurrentUser | null | undefined): boolean {
  return Boolean(user?.is_plus && user.companyId);
}

export class ContextStore {
  user: CurrentUser | null = null;
  companies: Company[] = [];
  /** The company the picker currently shows (the workspace, or the switcher's choice). */
  currentCompanyId: string | null = null;
  readonly release: Release;
  /** Feature flags that are on (the finder's secret, switchWorkspace, breadcrumbLink, ...). */
  readonly features = observable.set<string>();
  /** What is remembered for the signed-in user; cleared when another user signs in. */
  readonly persisted: ContextPersistence;

  constructor(deps: ContextDeps | Release) {
    const { release, storage } = typeof deps === 'string' ? { release: deps, storage: null } : deps;
    this.release = release;
    this.persisted = new ContextPersistence(storage);
    makeObservable(this, {
      user: observableRef,
      companies: observableRef,
      currentCompanyId: observable,
      isNewCompanyUser: computed,
      setUser: action,
      setCompanies: action,
      setCurrentCompany: action,
      setFeatures: action,
      setFeature: action,
    });
  }

  /** True only when the user is a plus user with a company id. */
  get isNewCompanyUser(): boolean {
    return isNewCompanyUser(this.user);
  }

  /** The user with a preset's own fields, typed as the preset declares them. */
  userAs<Extra extends object>(): (CurrentUser & Extra) | null {
    return this.user as (CurrentUser & Extra) | null;
  }

  /** The companies with a preset's own fields, typed as the preset declares them. */
  companiesAs<Extra extends object>(): Array<Company & Extra> {
    return this.companies as Array<Company & Extra>;
  }

  get currentCompany(): Company | undefined {
    return this.companies.find((company) => company.id === this.currentCompanyId);
  }

  setUser(user: CurrentUser | null): void {
    this.user = user;
    this.persisted.setUser(user ? String(user.userid) : null);
    if (user?.companyId && this.currentCompanyId === null) this.currentCompanyId = user.companyId;
  }

  setCompanies(companies: Company[]): void {
    this.companies = companies.slice(0, MAX_JOINED_COMPANIES);
  }

  setCurrentCompany(companyId: string): void {
    this.currentCompanyId = companyId;
  }

  hasFeature(flag: string): boolean {
    return this.features.has(flag);
  }

  /** Replaces the feature set (a preset computes it from release, tabs, includes and excludes). */
  setFeatures(flags: Iterable<string>): void {
    this.features.replace([...flags]);
  }

  setFeature(flag: string, on: boolean): void {
    if (on) this.features.add(flag);
    else this.features.delete(flag);
  }
}
