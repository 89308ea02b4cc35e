/** pickerkit/sources/contact: the account's contacts. */
export { contactSource, contactToItem } from './contactSource';
export type { ContactRecord } from './contactSource.types';
export type { Provenance } from '../shared/items';
