/**
 * The report of a pasted list, under the search box: while the entries resolve, how many and a
 * cancel button; then the summary (the words the live region says), each entry that was not
 * added with why (an ambiguous one with its candidates to choose), and the actions: copy the
 * unresolved entries, retry those whose lookup failed, undo what the paste added, close. The
 * announcement itself is the announcer's.
 *
 * The panel (ReportPanel, with its style sheet) is a chunk of its own: no first paint shows it.
 * The search box fetches it once the page is idle after opening, and at the latest when a list is
 * pasted, before its entries have resolved.
 */
import { observer } from 'mobx-react-lite';
import { lazyPart } from '../shared/lazyPart';
import { ErrorView } from '../shared/ListStates';
import { useKernel } from '../shared/KernelContext';
import { viewKernel } from '../shared/surface';

const { Part: ReportPanel, preload: preloadPasteReport } = lazyPart(
  () => import('./ReportPanel').then((module) => module.ReportPanel),
  'the paste report',
  { failed: ErrorView },
);

export { preloadPasteReport };

/** Nothing until a list is pasted: its style sheet enters the page with the first report. */
export const PasteReport = observer(function PasteReport() {
  const { paste } = viewKernel(useKernel());
  return paste.status === 'idle' && !paste.report ? null : <ReportPanel />;
});
