/**
 * pickerkit/drive/private-space: the private (secret) space: who may open it, its unlock form,
 * the phone certification form, and the account links (forgot password, renew) it shows.
 */
export { UnlockForm } from './UnlockForm';
export { CertForm, type CertField } from './CertForm';
export { setSecretLinks, secretLinksOf, type SecretLinks } from './spaceLinks';
export { secretAccess, type SecretAccess } from './secretAccess';
