/** pickerkit/sources/recommend: recommended contacts. */
export { recommendSource, currentUserFirst } from './recommendSource';
