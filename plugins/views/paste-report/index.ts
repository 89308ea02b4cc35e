export { PasteReport } from './PasteReport';
export { PASTE_REPORT_SHEET } from './pasteReportStyles';
