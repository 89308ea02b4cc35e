export {
  checkAccess,
  accessCheckOf,
  validateAccessTarget,
  CHECK_ACCESS_PLUGIN,
} from './checkAccess';
export { AccessStore, type Access, type AccessStatus, type AccessTarget } from './accessStore';
