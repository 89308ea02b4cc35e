/** The request layer's public pieces. */
export type * from './types';
export { SERVICE_NAMES } from './types';
export { createRequestClient, type PickerRequestClient } from './createRequestClient';
export {
  DEFAULT_TIMEOUT_MS,
  SERVICE_TIMEOUTS_MS,
  type RequestClientOptions,
} from './clientOptions';
export {
  encodePathSegment,
  path,
  isAbsoluteUrl,
  isHttpUrlOrPath,
  assertRelativePath,
  resolveBaseUrl,
  pickBaseUrl,
  joinUrl,
} from './paths';
export {
  TRANSFER_WINDOW_PROPERTY,
  memoryCookieJar,
  documentCookieJar,
  randomString,
  type CookieJar,
  type StorageLike,
  type TransferSetting,
  type WindowLike,
  type Logger,
  type RequestEnvironment,
} from './environment';
export { RequestMessages, ENTRY_FAIL } from './requestErrors';
export { COMPANY_SWITCH_RETRY, type RetryPolicy } from './retry';
export { CSRF_COOKIE, CSRF_HEADER, CSRF_FORM_FIELD, CSRF_LENGTH } from './csrf';
export {
  TRANSFER_USER_PARAM,
  TRANSFER_COMPANY_PARAM,
  LANG_COOKIE,
  DEFAULT_OVERSEA_LANGUAGE,
  serializeParams,
} from './prepare';
export {
  UikitConfigStore,
  CONFIG_TIMEOUT_MS,
  DEFAULT_CONFIG_EXPIRY_S,
  minimalUikitConfig,
  type UikitConfig,
  type UikitConfigOptions,
  type UikitEncryptionConfig,
  type ConfigState,
} from './uikitConfig';
// The oem encryption (crypto.ts) is not re-exported: the request client imports it on demand, and a
// static path from here would ship it in every bundle. Its helpers are imported from their module.
export { ENCRYPTED_RESPONSE_HEADER, ENCRYPTED_RESPONSE_VALUE } from './encryptedAnswer';
export {
  discoverServiceEntry,
  readXOrigin,
  isAcceptedXOrigin,
  privateEntryUrl,
  entryServices,
  PRIVATE_ENTRY_PATH,
  X_ORIGIN_HEADER,
  type ServiceEntry,
  type ServiceEntryOptions,
} from './serviceEntry';
export {
  loadServiceConfig,
  minimalServiceConfig,
  serviceConfigOf,
  SERVICE_CONFIG_VERSION,
  SERVICE_CONFIG_STORAGE_KEY,
  DEFAULT_ZONE_GROUP,
  DEFAULT_REGION,
  type ServiceConfig,
  type ServiceConfigOptions,
} from './serviceConfig';
export {
  recentContactsV2,
  searchUsers,
  groupInfo,
  teamInfo,
  companyPrivateGroups,
  multiAccountPrivateGroups,
  spreadControl,
  fileValidUsers,
  type FileValidUsers,
  type SuitePersonRecord,
  type SuiteGroupRecord,
  type SuitePrivateGroupRecord,
  type SpreadControlRecord,
  type CallOptions as SuiteCallOptions,
} from './suiteCalls';
export {
  roamingV3,
  linkFolders,
  devicePath,
  type RoamingRecord,
  type LinkFolderRecord,
} from './driveSuiteCalls';
