// @vitest-environment jsdom
/**
 * The time tab's calendar speaks the picker's language from its first render: the date-fns locale
 * is loaded with the language's texts (a catalogue of the kernel's language loader), not bundled
 * for every language, and the views wait for it.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadTexts } from '../../../../kernel';
import { dateLocaleOf } from '../../../../plugins/views/components/shared/dateLocaleOf';
import { addDates, datesCatalogue } from '../../../../plugins/views/components/shared/dateLocales';
import { addUnionStrings } from '../../../../plugins/views/union-selector/locale';
import { TimeTab } from '../../../../plugins/views/union-selector/TimeTab';
import { createTestKernel, renderWithKernel } from '../helpers';

const NOV_26_2026 = new Date(2026, 10, 26).getTime();

function timeTab(language: 'ja' | 'th' | 'zh-CN') {
  const { kernel } = createTestKernel([], { language });
  addUnionStrings(kernel.i18n);
  addDates(kernel.i18n);
  const ready = kernel.languages.ready;
  renderWithKernel(
    kernel,
    <TimeTab
      language={kernel.language}
      showRemind={false}
      remind={false}
      onRemindChange={() => {}}
      onInsert={() => {}}
      now={NOV_26_2026}
    />,
  );
  return { kernel, readyAtFirst: ready };
}

describe('the time tab calendar locale', () => {
  it('is loaded with the language: Thai is not there before its texts are asked for', async () => {
    expect(dateLocaleOf('th').code).toBe('zh-CN');
    await loadTexts(datesCatalogue, 'th');
    expect(dateLocaleOf('th').code).toBe('th');
  });

  it('shows the language at once once loaded, never the fallback first', async () => {
    const { readyAtFirst } = timeTab('ja');
    expect(readyAtFirst).toBe(false);
    // Nothing of the tab is shown while the Japanese texts and calendar are on their way.
    expect(screen.queryByText(/2026/)).toBeNull();
    expect(await screen.findByText('11月 2026')).toBeInTheDocument();
    expect(screen.queryByText(/十一月|星期/)).toBeNull();
    expect(screen.getByTitle('木曜日')).toBeInTheDocument();
  });

  it('needs no load for the fallback language', () => {
    const { readyAtFirst } = timeTab('zh-CN');
    expect(readyAtFirst).toBe(true);
    expect(screen.getByText('十一月 2026')).toBeInTheDocument();
  });
});
