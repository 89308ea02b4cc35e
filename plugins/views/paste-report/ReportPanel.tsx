/**
 * The report panel itself, a chunk of its own (PasteReport loads it): the progress while the
 * entries resolve, then the summary, each entry not added with why, and the actions. Entry texts
 * and names are text, never markup.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { unresolvedText, type PasteOutcome } from '../../../kernel';
import { pasteSummaryText } from '../announcer/announcementText';
import { useStyleElement } from '../components/styles/useStyleElement';
import { useKernel } from '../shared/KernelContext';
import { viewKernel } from '../shared/surface';
import { useT } from '../shared/useT';
import { candidateDetail, outcomeText } from './outcomeText';
import { PASTE_REPORT_SHEET } from './pasteReportStyles';
import { useCopy } from './useCopy';

const SHOWN_KINDS: ReadonlySet<PasteOutcome['kind']> = new Set([
  'ambiguous',
  'notFound',
  'malformed',
  'failed',
  'refused',
]);

export const ReportPanel = observer(function ReportPanel() {
  const kernel = useKernel();
  const { paste, selection } = viewKernel(kernel);
  const t = useT();
  const [copy, copyText, resetCopy] = useCopy();
  const manualText = useRef<HTMLTextAreaElement>(null);
  useStyleElement(PASTE_REPORT_SHEET);
  const report = paste.report;
  useEffect(resetCopy, [report, resetCopy]);
  useEffect(() => {
    if (copy.kind === 'manual') manualText.current?.select();
  }, [copy]);

  if (paste.status === 'resolving' && !report) {
    return (
      <div className="pk-paste" role="group" aria-label={t('pasteReport')} aria-busy="true">
        <p className="pk-paste__summary">{t('pasteResolving', { count: paste.progress.total })}</p>
        <div className="pk-paste__actions">
          <button type="button" className="pk-link-button" onClick={() => paste.cancel()}>
            {t('cancel')}
          </button>
        </div>
      </div>
    );
  }
  if (!report) return null;
  const shown = report.outcomes.filter((outcome) => SHOWN_KINDS.has(outcome.kind));
  const unresolved = unresolvedText(report);
  const maxCount = selection.maxCount ?? 0;
  return (
    <div
      className="pk-paste"
      role="group"
      aria-label={t('pasteReport')}
      aria-busy={paste.status === 'resolving'}
    >
      <p className="pk-paste__summary">
        {pasteSummaryText(report.counts, (key, values) => kernel.t(key, values))}
      </p>
      {shown.length > 0 ? (
        <ul className="pk-paste__list">
          {shown.map((outcome) => (
            <li key={outcome.entry.index} className="pk-paste__line" data-kind={outcome.kind}>
              <span className="pk-paste__entry">{outcome.entry.text}</span>
              <span className="pk-paste__reason">{outcomeText(outcome, t, maxCount)}</span>
              {outcome.kind === 'ambiguous' ? (
                <span className="pk-paste__candidates">
                  {outcome.candidates.map((item) => {
                    const detail = candidateDetail(item);
                    return (
                      <button
                        key={item.key}
                        type="button"
                        className="pk-paste__candidate"
                        aria-label={t('pasteChoose', {
                          name: detail ? `${item.name} (${detail})` : item.name,
                        })}
                        onClick={() => paste.choose(outcome.entry.index, item)}
                      >
                        {item.name}
                        {detail ? ` · ${detail}` : ''}
                      </button>
                    );
                  })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="pk-paste__actions">
        {unresolved !== '' ? (
          <button type="button" className="pk-link-button" onClick={() => copyText(unresolved)}>
            {copy.kind === 'copied' ? t('pasteCopied') : t('pasteCopy')}
          </button>
        ) : null}
        {report.counts.failed > 0 ? (
          <button
            type="button"
            className="pk-link-button"
            disabled={paste.status === 'resolving'}
            onClick={() => paste.retryFailed()}
          >
            {t('pasteRetry')}
          </button>
        ) : null}
        {report.outcomes.some((outcome) => outcome.kind === 'added') ? (
          <button type="button" className="pk-link-button" onClick={() => paste.undo()}>
            {t('pasteUndo')}
          </button>
        ) : null}
        <button type="button" className="pk-link-button" onClick={() => paste.dismiss()}>
          {t('pasteClose')}
        </button>
      </div>
      {copy.kind === 'manual' ? (
        <textarea
          ref={manualText}
          className="pk-paste__copy-text"
          aria-label={t('pasteCopy')}
          readOnly
          value={copy.text}
        />
      ) : null}
    </div>
  );
});
