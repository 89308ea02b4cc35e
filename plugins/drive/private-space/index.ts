/**
 * pickerkit/drive/private-space: the private (secret) space: who may open it, its unlock form,
 * the phone certification form, and the account links (forgot password, renew) it shows, which
 * privateSpacePlugin({ secretLinks }) puts on the kernel (PRIVATE_SPACE).
 */
export { UnlockForm } from './UnlockForm';
export { CertForm, type CertField } from './CertForm';
export {
  PRIVATE_SPACE,
  PRIVATE_SPACE_PLUGIN,
  privateSpacePlugin,
  resolveSecretLinks,
  secretLinksOf,
  type PrivateSpace,
  type PrivateSpaceOptions,
  type SecretLinks,
} from './spaceLinks';
export { secretAccess, secretAccessOf, type SecretAccess } from './secretAccess';
