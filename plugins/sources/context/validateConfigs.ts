/**
 * Validation of the normalised source configs (member-picker.md sections 5 and 8). Each rule
 * throws a PickerError whose message is the spec's text (kernel/errors.ts Messages).
 */
import type { PickerKernel, SourceConfig } from '../../../kernel';
import { ErrorCodes, Messages, PickerError, SOURCE_TYPES } from '../../../kernel';
import { SELF_DEFINE_CONTENT_KINDS } from '../self-define/selfDefineSource.types';
import { hostModes } from '../shared/env';
import { idOf, present } from '../shared/values';

const KNOWN_TYPES: ReadonlySet<string> = new Set(SOURCE_TYPES);

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

function checkDepartment(config: SourceConfig, kernel: PickerKernel): void {
  if (!present(config.companyId)) reject(Messages.missingCompanyId);
  if (hostModes(kernel).isCms && config.level === 1) {
    if (!Array.isArray(config.deptIds) || config.deptIds.length === 0) {
      reject(Messages.invalidDeptIds);
    }
    return;
  }
  if (!present(config.deptId)) reject(Messages.missingDeptId);
}

function checkSelfDefine(configs: SourceConfig[]): void {
  const selfDefined = configs.filter((config) => config.type === 'selfDefine');
  for (const config of selfDefined) {
    if (!isFn(config.get)) reject(Messages.selfDefineGet);
    if (config.searchable !== false && !isFn(config.search)) reject(Messages.selfDefineSearch);
    if (config.rootNodeSelectable === true && !isFn(config.getAll)) {
      reject(Messages.selfDefineGetAll);
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
      reject(Messages.selfDefineUniqueKey);
    }
  }
}

function checkTeamCompany(configs: SourceConfig[], kernel: PickerKernel): void {
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
    if (id === '') reject(Messages.teamCompanyNeedsCompany);
    ids.add(id);
  }
  if (ids.size > 1) reject(Messages.teamCompanyOneCompany);
}

function checkCompanies(configs: SourceConfig[], kernel: PickerKernel): void {
  const { user, companies, isNewCompanyUser } = kernel.context;
  if (!user) return;
  if (!isNewCompanyUser && configs.some((config) => config.type === 'company')) {
    reject(Messages.personalUserCompany);
  }
  if (!isNewCompanyUser || companies.length === 0) return;
  const joined = new Set(companies.map((company) => company.id));
  if (user.companyId) joined.add(user.companyId);
  for (const config of configs) {
    if (present(config.companyId) && !joined.has(idOf(config.companyId))) {
      reject(Messages.companyNotJoined);
    }
  }
}

function checkOne(config: SourceConfig, kernel: PickerKernel): void {
  if (!config || typeof config !== 'object' || !KNOWN_TYPES.has(String(config.type))) {
    reject(`${Messages.invalidSourceType}: ${String(config?.type)}`);
  }
  switch (config.type) {
    case 'department':
      checkDepartment(config, kernel);
      break;
    case 'collaborator':
      if (!present(config.sid)) reject(Messages.missingSid);
      break;
    case 'teamMember':
      if (!present(config.gid)) reject(Messages.missingGid);
      if (config.queryByAccount === true && !present(config.params?.source)) {
        reject(Messages.missingTeamSource);
      }
      if (Array.isArray(config.params?.role) && config.params.role.length === 0) {
        reject(Messages.invalidRole);
      }
      break;
    case 'custom':
      if (!present(config.companyId) || !present(config.gid))
        rejectAsTypeError(Messages.customNeedsIds);
      break;
    case 'customMember':
      if (!present(config.companyId) || !present(config.gid))
        rejectAsTypeError(Messages.customNeedsIds);
      if (!present(config.customId)) reject(Messages.customMemberNeedsCustomId);
      break;
    default:
      break;
  }
}

export function validateConfigs(configs: SourceConfig[], kernel: PickerKernel): void {
  if (!Array.isArray(configs) || configs.length === 0) reject(Messages.sourcesRequired);
  for (const config of configs) checkOne(config, kernel);
  checkTeamCompany(configs, kernel);
  checkSelfDefine(configs);
  checkCompanies(configs, kernel);
}
