/**
 * What every drive source shares: the plugin shape (one source type per plugin, a title from the
 * config), the provenance of its items, the call to the drive service with the load's signal,
 * and the "private groups first" preload of finder.md section 2 (Latest, Star, Favorite and
 * Share load the company's private groups before their first page, except in transfer mode).
 */
import type { LoadContext, PickerKernel, SourceConfig } from '../../../kernel';
import { registerDriveItems } from './driveItemTypes';
import { get, scopeOf } from './fetch';
import type { Provenance } from './items';
import { sourceKeyOf, sourcePlugin, type SourceBody } from './sourcePlugin';

export interface DriveSourceSpec {
  /** Plugin name, `source:<folder>`. */
  name: string;
  /** The source type it provides (driveTeamFiles, driveLatest, ...). */
  type: string;
  create(config: SourceConfig, kernel: PickerKernel, from: Provenance): SourceBody;
}

/** A drive source plugin: the title defaults to the config's title, else the type. */
export function driveSourcePlugin(spec: DriveSourceSpec) {
  return sourcePlugin({
    name: spec.name,
    types: [spec.type],
    registerItems: registerDriveItems,
    create(config, kernel) {
      const from: Provenance = { sourceKey: sourceKeyOf(config), origin: spec.type };
      return spec.create(config, kernel, from);
    },
  });
}

/** A GET on the drive service with the load's signal and the source's base URL. */
export function driveGet<T>(
  ctx: LoadContext,
  config: SourceConfig,
  path: string,
  params?: Record<string, unknown>,
): Promise<T> {
  return get<T>(scopeOf(ctx, config), 'drive', path, params);
}

/** A private group of the current user or company, with its document restriction. */
export interface PrivateGroup {
  id: number;
  type: string;
  corpid: number;
  restrict?: boolean;
}

export interface PrivateGroups {
  groups: PrivateGroup[];
  restrict: boolean;
}

/** The transfer target a host set (finder.md section 1): its presence means transfer mode. */
export interface TransferTarget {
  userId: number | string;
  companyId: number | string;
}

export function transferOf(kernel: PickerKernel): TransferTarget | undefined {
  const value = kernel.options.transfer;
  return value && typeof value === 'object' ? (value as TransferTarget) : undefined;
}

const privateGroupsByKernel = new WeakMap<PickerKernel, Map<string, Promise<PrivateGroups>>>();

/**
 * The private groups of the current company (GET /api/v5/companies/private_groups), loaded once
 * per kernel and company; a failed load is forgotten so the next list tries again. Transfer mode
 * skips it (undefined).
 */
export function privateGroupsFirst(
  ctx: LoadContext,
  config: SourceConfig,
): Promise<PrivateGroups | undefined> {
  const { kernel } = ctx;
  if (transferOf(kernel)) return Promise.resolve(undefined);
  const company = kernel.context.currentCompanyId ?? '0';
  let byCompany = privateGroupsByKernel.get(kernel);
  if (!byCompany) {
    byCompany = new Map();
    privateGroupsByKernel.set(kernel, byCompany);
  }
  let pending = byCompany.get(company);
  if (!pending) {
    // Without the load's signal: the lists that wait for it share it, and one list's abort
    // must not cancel it for the others.
    pending = get<PrivateGroups>(
      { client: ctx.client, config },
      'drive',
      '/api/v5/companies/private_groups',
      { dst_company_id: Number(company) || 0 },
    );
    const map = byCompany;
    pending.catch(() => map.delete(company));
    byCompany.set(company, pending);
  }
  return pending;
}

/** The private groups loaded so far for the current company, if any. */
export function loadedPrivateGroups(kernel: PickerKernel): Promise<PrivateGroups> | undefined {
  return privateGroupsByKernel.get(kernel)?.get(kernel.context.currentCompanyId ?? '0');
}
