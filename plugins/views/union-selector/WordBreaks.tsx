/**
 * A label that may wrap between its words only. The sidebar's labels keep their words whole
 * (CSS `word-break: keep-all`), and the words of a language written without spaces (Japanese
 * 'クラウド|ドキュメント') get a break opportunity (`<wbr>`) between them, found by the
 * browser's word segmenter. `<wbr>` adds nothing to the accessible name.
 *
 * Thai, Lao, Khmer and Burmese are segmented from a dictionary, which cuts words it does not
 * know (the loanword 'คลาวด์', cloud, becomes 'คลา|วด์'); their labels break at spaces only,
 * each run between spaces kept on one line.
 */
import { Fragment, memo } from 'react';

const DICTIONARY_SCRIPTS = /^(th|lo|km|my)(-|$)/i;

/**
 * One word segmenter per language for the page's life: making one loads the language's break
 * rules, a cost (a fraction of a millisecond each) the sidebar would otherwise pay per label per
 * render, on every keystroke of a search.
 */
const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

function wordsOf(text: string, language: string): string[] {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return [text];
  return [...segmenterFor(language).segment(text)].map((part) => part.segment);
}

/** Memoised: a label re-renders only when its text or language changes. */
export const WordBreaks = memo(function WordBreaks({
  text,
  language,
}: {
  text: string;
  language: string;
}) {
  if (DICTIONARY_SCRIPTS.test(language)) {
    return (
      <>
        {text.split(/(\s+)/).map((run, index) =>
          /^\s*$/.test(run) ? (
            run
          ) : (
            <span key={index} className="pk-union__word">
              {run}
            </span>
          ),
        )}
      </>
    );
  }
  const words = wordsOf(text, language);
  return (
    <>
      {words.map((word, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {word}
        </Fragment>
      ))}
    </>
  );
});
