/**
 * Validation of the normalised source configs (member-picker.md sections 5 and 8). Each rule
 * throws a PickerError whose message is the spec's text (kernel/errors.ts Messages).
 */
import type { PickerKernel } from '../../../kernel';
import { ErrorCodes, PickerError } from '../../../kernel';
import { MemberMessages } from '../member-items/messages';
import { MEMBER_SOURCE_TYPES, type MemberSourceConfig } from '../member-items';
import { hostModes } from '../shared/env';
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

function checkDepartment(config: MemberSourceConfig, kernel: PickerKernel): void {
  if (!present(config.companyId)) reject(MemberMessages.missingCompanyId);
  if (hostModes(kernel).isCms && config.level === 1) {
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
  }
  if (selfDefined.length > 1) {
    const keys = selfDefined.map((config) => config.key);
    const unique = new Set(keys);
    if (keys.some((key) => typeof key !== 'string' || key === '') || unique.size !== keys.length) {
      reject(MemberMessages.selfDefineUniqueKey);
    }
  }
}

function checkTeamCompany(configs: MemberSourceConfig[], kernel: PickerKernel): void {
  const teamCompanies = configs.filter((config) => config.type === 'teamCompany');
  if (teamCompanies.length === 0) return;
  const companySource = configs.find((config) => config.type === 'company');
  const ids = new Set<string>();
  for (const config of teamCompanies) {
    const id = present(config.companyId)
      ? idOf(config.companyId)
      : companySource
        ? idOf(companySource.companyId) || (kernel.context.user?.companyId ?? '')
        : '';
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

function checkOne(config: MemberSourceConfig, kernel: PickerKernel): void {
  if (!config || typeof config !== 'object' || !KNOWN_TYPES.has(String(config.type))) {
    reject(`${MemberMessages.invalidSourceType}: ${String(config?.type)}`);
  }
  switch (config.type) {
    case 'department':
      checkDepartment(config, kernel);
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

export function validateConfigs(configs: MemberSourceConfig[], kernel: PickerKernel): void {
  if (!Array.isArray(configs) || configs.length === 0) reject(MemberMessages.sourcesRequired);
  for (const config of configs) checkOne(config, kernel);
  checkTeamCompany(configs, kernel);
  checkSelfDefine(configs);
  checkCompanies(configs, kernel);
}
