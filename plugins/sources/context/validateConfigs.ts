/**
 * Validation of the normalised source configs (member-picker.md sections 5 and 8). Each rule
 * throws a PickerError whose message is the spec's text (MemberMessages).
 *
 * Two moments: `checkConfigsAtCreation` runs every rule that needs no signed-in user (the preset
 * calls it when the picker is created, so a wrong config fails there with its message);
 * `validateConfigs` runs them all again at init together with the rules that depend on the user
 * (a company source for a personal user, a companyId not joined, a teamCompany that falls back to
 * the user's company).
 */
import type { PickerKernel } from '../../../kernel';
import { ErrorCodes, isHttpUrlOrPath, PickerError } from '../../../kernel';
import { MemberMessages } from '../member-items/messages';
import { MEMBER_SOURCE_TYPES, type MemberSourceConfig } from '../member-items';
import { SELF_DEFINE_CONTENT_KINDS } from '../self-define/selfDefineSource.types';
import { hostModes, type HostModes } from '../shared/env';
import { normaliseConfig } from './normaliseConfigs';
import { idOf, present } from '../shared/values';

const KNOWN_TYPES: ReadonlySet<string> = new Set(MEMBER_SOURCE_TYPES);

function reject(message: string, sourceKey?: string): never {
  throw new PickerError(ErrorCodes.SOURCE_INVALID, message, { sourceKey });
}

/** The custom source's error is a type error (the spec throws a TypeError there). */
function rejectAsTypeError(message: string): never {
  const error = new PickerError(ErrorCodes.SOURCE_INVALID, message);
  error.name = 'TypeError';
  throw error;
}

function isFn(value: unknown): boolean {
  return typeof value === 'function';
}

function checkDepartment(config: MemberSourceConfig, modes: Pick<HostModes, 'isCms'>): void {
  if (!present(config.companyId)) reject(MemberMessages.missingCompanyId);
  if (modes.isCms && config.level === 1) {
    if (!Array.isArray(config.deptIds) || config.deptIds.length === 0) {
      reject(MemberMessages.invalidDeptIds);
    }
    return;
  }
  if (!present(config.deptId)) reject(MemberMessages.missingDeptId);
}

function checkSelfDefine(configs: MemberSourceConfig[]): void {
  const selfDefined = configs.filter((config) => config.type === 'selfDefine');
  for (const config of selfDefined) {
    if (!isFn(config.get)) reject(MemberMessages.selfDefineGet);
    if (config.searchable !== false && !isFn(config.search))
      reject(MemberMessages.selfDefineSearch);
    if (config.rootNodeSelectable === true && !isFn(config.getAll)) {
      reject(MemberMessages.selfDefineGetAll);
    }
    const kind = config.contentKind;
    if (kind !== undefined && !(SELF_DEFINE_CONTENT_KINDS as readonly unknown[]).includes(kind)) {
      reject(
        `selfDefine "${String(config.key)}": contentKind must be ${SELF_DEFINE_CONTENT_KINDS.join(', ')} (got ${JSON.stringify(kind)})`,
      );
    }
  }
  if (selfDefined.length > 1) {
    const keys = selfDefined.map((config) => config.key);
    const unique = new Set(keys);
    if (keys.some((key) => typeof key !== 'string' || key === '') || unique.size !== keys.length) {
      reject(MemberMessages.selfDefineUniqueKey);
    }
  }
}

/**
 * A teamCompany needs a company: its own companyId, else the company source's, else (only once
 * the user is known) the user's company. `userCompanyId` is null at creation, when that last
 * fallback cannot be judged yet.
 */
function checkTeamCompany(configs: MemberSourceConfig[], userCompanyId: string | null): void {
  const teamCompanies = configs.filter((config) => config.type === 'teamCompany');
  if (teamCompanies.length === 0) return;
  const companySource = configs.find((config) => config.type === 'company');
  const ids = new Set<string>();
  for (const config of teamCompanies) {
    let id = '';
    if (present(config.companyId)) id = idOf(config.companyId);
    else if (companySource && present(companySource.companyId)) id = idOf(companySource.companyId);
    else if (companySource) {
      if (userCompanyId === null) continue;
      id = userCompanyId;
    }
    if (id === '') reject(MemberMessages.teamCompanyNeedsCompany);
    ids.add(id);
  }
  if (ids.size > 1) reject(MemberMessages.teamCompanyOneCompany);
}

function checkCompanies(configs: MemberSourceConfig[], kernel: PickerKernel): void {
  const { user, companies, isNewCompanyUser } = kernel.context;
  if (!user) return;
  if (!isNewCompanyUser && configs.some((config) => config.type === 'company')) {
    reject(MemberMessages.personalUserCompany);
  }
  if (!isNewCompanyUser || companies.length === 0) return;
  const joined = new Set(companies.map((company) => company.id));
  if (user.companyId) joined.add(user.companyId);
  for (const config of configs) {
    if (present(config.companyId) && !joined.has(idOf(config.companyId))) {
      reject(MemberMessages.companyNotJoined);
    }
  }
}

function checkOne(config: MemberSourceConfig, modes: Pick<HostModes, 'isCms'>): void {
  if (!config || typeof config !== 'object' || !KNOWN_TYPES.has(String(config.type))) {
    reject(`${MemberMessages.invalidSourceType}: ${String(config?.type)}`);
  }
  switch (config.type) {
    case 'department':
      checkDepartment(config, modes);
      break;
    case 'collaborator':
      if (!present(config.sid)) reject(MemberMessages.missingSid);
      break;
    case 'teamMember':
      if (!present(config.gid)) reject(MemberMessages.missingGid);
      if (config.queryByAccount === true && !present(config.params?.source)) {
        reject(MemberMessages.missingTeamSource);
      }
      if (Array.isArray(config.params?.role) && config.params.role.length === 0) {
        reject(MemberMessages.invalidRole);
      }
      break;
    case 'custom':
      if (!present(config.companyId) || !present(config.gid))
        rejectAsTypeError(MemberMessages.customNeedsIds);
      break;
    case 'customMember':
      if (!present(config.companyId) || !present(config.gid))
        rejectAsTypeError(MemberMessages.customNeedsIds);
      if (!present(config.customId)) reject(MemberMessages.customMemberNeedsCustomId);
      break;
    default:
      break;
  }
}

/** A per-source base URL must be http(s) or a path: never javascript:, data: and the like. */
function checkBaseUrls(configs: MemberSourceConfig[]): void {
  configs.forEach((config, index) => {
    const option = config.baseURL;
    const urls =
      typeof option === 'string'
        ? [option]
        : option && typeof option === 'object'
          ? Object.values(option)
          : [];
    for (const url of urls) {
      if (typeof url === 'string' && !isHttpUrlOrPath(url)) {
        throw new PickerError(
          ErrorCodes.OPTIONS_INVALID,
          `sources[${index}].baseURL ${JSON.stringify(url)} must be an http: or https: URL or a path`,
        );
      }
    }
  });
}

function checkAll(configs: MemberSourceConfig[], modes: Pick<HostModes, 'isCms'>): void {
  if (!Array.isArray(configs) || configs.length === 0) reject(MemberMessages.sourcesRequired);
  for (const config of configs) checkOne(config, modes);
  checkSelfDefine(configs);
  checkBaseUrls(configs);
}

/**
 * Every rule that needs no signed-in user, on the caller's configs as normalisation will see them
 * (comp_id alias, numeric strings). Throws the rule's PickerError.
 */
export function checkConfigsAtCreation(
  configs: MemberSourceConfig[],
  modes: Pick<HostModes, 'isCms'>,
): void {
  if (!Array.isArray(configs) || configs.length === 0) reject(MemberMessages.sourcesRequired);
  const normalised = configs.map((config) =>
    config && typeof config === 'object' ? normaliseConfig(config) : config,
  );
  checkAll(normalised, modes);
  checkTeamCompany(normalised, null);
}

/** Every rule, at init: those of creation again, then those that depend on the signed-in user. */
export function validateConfigs(configs: MemberSourceConfig[], kernel: PickerKernel): void {
  checkAll(configs, hostModes(kernel));
  checkTeamCompany(configs, kernel.context.user?.companyId ?? '');
  checkCompanies(configs, kernel);
}
