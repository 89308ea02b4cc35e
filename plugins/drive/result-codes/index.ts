/**
 * pickerkit/drive/result-codes: the drive's result-code catalogue as a kernel plugin (its texts
 * in each language) and the messages a finder shows for a failed request or an error page.
 */
export {
  FINDER_RESULT_CODES,
  FINDER_RESULT_CODES_PLUGIN,
  finderResultCatalogue,
  finderResultCodes,
  registerFinderResultCodes,
  finderErrorMessage,
  finderCodeText,
  errorInfoText,
  pageErrorMessage,
} from './finderResultCodes';
export { errorText, serverMessage } from './errorText';
