/** pickerkit/sources/context: the picker's init work (user, companies, source configs). */
export {
  COMPANY_SWITCH_SLOT,
  pickerContext,
  PICKER_CONTEXT_PLUGIN,
  type CompanySwitch,
} from './pickerContext';
export type { PickerContextOptions, UserNotFoundInfo } from './pickerContext.types';
export { switchCompany } from './companies';
export { probeUnknownUser, USER_NOT_EXISTS } from './userProbe';
export { classifyQuery, type QueryKind } from '../../../kernel/search/classifyQuery';
export { toCurrentUser } from './currentUser';
export { checkConfigsAtCreation } from './validateConfigs';
