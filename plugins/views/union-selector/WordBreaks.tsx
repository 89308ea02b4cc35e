/**
 * A label that may wrap between its words only. The sidebar's labels keep their words whole
 * (CSS `word-break: keep-all`), and the words of a language written without spaces (Japanese
 * 'クラウド|ドキュメント', Thai) get a break opportunity (`<wbr>`) between them, found by the
 * browser's word segmenter. `<wbr>` adds nothing to the accessible name.
 */
import { Fragment } from 'react';

function wordsOf(text: string, language: string): string[] {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return [text];
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  return [...segmenter.segment(text)].map((part) => part.segment);
}

export function WordBreaks({ text, language }: { text: string; language: string }) {
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
