/** pickerkit/sources/custom-tags: the custom tags of a company group. */
export { customTagsSource, customTagToItem } from './customTagsSource';
