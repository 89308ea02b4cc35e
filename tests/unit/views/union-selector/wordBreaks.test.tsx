// @vitest-environment jsdom
/**
 * The sidebar's labels break between words only; the word segmenter behind them is made once per
 * language, not per label per render (the sidebar renders again on every search).
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WordBreaks } from '../../../../plugins/views/union-selector/WordBreaks';

describe('WordBreaks', () => {
  // Intl's members are read-only in its type, not in the engine.
  const intl = Intl as { Segmenter: typeof Intl.Segmenter };
  const Original = Intl.Segmenter;
  afterEach(() => {
    intl.Segmenter = Original;
  });

  /** Counts the segmenters made from now on. */
  function countSegmenters(): { made: number } {
    const counter = { made: 0 };
    intl.Segmenter = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        counter.made += 1;
      }
    };
    return counter;
  }

  it('puts a break opportunity between the words of a label written without spaces', () => {
    const { container } = render(<WordBreaks text="クラウドドキュメント" language="ja" />);
    expect(container.textContent).toBe('クラウドドキュメント');
    expect(container.querySelectorAll('wbr').length).toBeGreaterThan(0);
  });

  it('makes one segmenter per language however many labels and renders', () => {
    const counter = countSegmenters();
    const labels = ['最近', '連絡先', 'チーム', 'グループ'];
    const { rerender } = render(
      <>
        {labels.map((label) => (
          <WordBreaks key={label} text={label} language="ja-JP" />
        ))}
      </>,
    );
    rerender(
      <>
        {labels.map((label) => (
          <WordBreaks key={label} text={`${label}一覧`} language="ja-JP" />
        ))}
      </>,
    );
    expect(counter.made).toBe(1);
    render(<WordBreaks text="云文档" language="zh-CN-x-test" />);
    expect(counter.made).toBe(2);
  });
});
