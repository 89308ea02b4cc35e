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
import { Fragment } from 'react';

const DICTIONARY_SCRIPTS = /^(th|lo|km|my)(-|$)/i;

function wordsOf(text: string, language: string): string[] {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return [text];
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  return [...segmenter.segment(text)].map((part) => part.segment);
}

export function WordBreaks({ text, language }: { text: string; language: string }) {
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
}
