/**
 * The search box (role searchbox). Every change goes to kernel.search.input(), which debounces
 * and ignores whitespace-only changes; Enter searches at once unless the value is blank or an
 * input method is composing. Esc on a non-empty box clears it (and leaves search mode) without
 * closing the dialog. Down moves into the list when keyboard support is on. When the
 * kernel leaves search mode (tab or company switched), the box empties. A pasted list goes to
 * kernel.paste, whose report shows under the box (plugins/views/paste-report). Inside a department
 * of the org tree, a typed box offers where to search beside it (SearchAreaControl).
 */
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { observer } from 'mobx-react-lite';
import { preloadSanitizer } from '../components/sanitize/sanitizeHighlight';
import { PasteReport, preloadPasteReport } from '../paste-report/PasteReport';
import { Hint, hintText } from '../shared/hints';
import { useKernel } from '../shared/KernelContext';
import { isComposing, keyName } from '../shared/keyboard';
import type { SearchBoxSlotProps } from '../shared/slots';
import { viewKernel } from '../shared/surface';
import { usePreloadAfterPaint } from '../shared/usePreloadAfterPaint';
import { useT } from '../shared/useT';
import { classifyQueryLater } from '../../../kernel/search/classifyQueryLater';
import { SearchAreaControl } from './SearchAreaControl';

export const SearchBox = observer(function SearchBox({ placeholder, onEnter }: SearchBoxSlotProps) {
  const kernel = useKernel();
  const { search, paste } = viewKernel(kernel);
  const t = useT();
  const [value, setValue] = useState(() => search.query);
  const composing = useRef(false);
  const hintId = useId();
  // The kernel leaves search mode on its own when the tab or company changes: the box follows,
  // so it never shows a query the list is not for. (While typing, the kernel's query lags the
  // box by the debounce, so only this transition is mirrored.)
  const query = search.query;
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (query.trim() === '' && seenQuery.trim() !== '' && !composing.current) setValue('');
  }
  const keydown = kernel.options.keydown !== false;
  // The paste report's panel, the entries' classification and the hits' sanitiser are chunks: in
  // by the time a list can be pasted or results can come.
  usePreloadAfterPaint(
    preloadPasteReport,
    () => paste.preload(),
    () => void preloadSanitizer(),
  );

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    // While an input method composes, the text is not final: it is sent on compositionend.
    if (!composing.current) search.input(event.target.value);
  };

  // A pasted list (two entries or more) is resolved entry by entry instead of searched for whole.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!paste.accepts(text)) return;
    event.preventDefault();
    preloadPasteReport();
    void paste.paste(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (composing.current || isComposing(event)) return;
    const key = keyName(event);
    if (key === 'enter') {
      event.preventDefault();
      const query = value.trim();
      if (query === '') return;
      search.setQuery(value);
      // The kind comes from a chunk (validator's checks), preloaded with the paste's: a tick later.
      if (onEnter) void classifyQueryLater(query).then((kind) => onEnter(query, kind));
    } else if (key === 'escape' && value !== '') {
      // Esc clears the query first (as a search field does) and leaves search mode; only an Esc
      // on an empty box reaches the dialog, which then cancels.
      event.preventDefault();
      event.stopPropagation();
      setValue('');
      void search.setQuery('');
    } else if (key === 'down' && keydown) {
      const list = event.currentTarget
        .closest('.pk-root')
        ?.querySelector<HTMLElement>('[data-pk-list]');
      if (list) {
        event.preventDefault();
        list.focus();
      }
    }
  };

  return (
    <div className="pk-search">
      <input
        type="search"
        className="pk-search__input"
        aria-label={t('search')}
        aria-describedby={hintId}
        placeholder={placeholder ?? t('searchPlaceholder')}
        value={value}
        data-autofocus=""
        autoComplete="off"
        onChange={onChange}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          setValue(event.currentTarget.value);
          search.input(event.currentTarget.value);
        }}
      />
      <Hint id={hintId} text={hintText(kernel, 'search')} />
      {value.trim() !== '' && <SearchAreaControl />}
      <PasteReport />
    </div>
  );
});
