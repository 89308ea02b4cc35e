/** The sandbox: a page per preset, the selfDefine playground, and the hook inspector. */
import { useMemo, useState } from 'react';
import { HookTrace } from '../../plugins/analytics/hook-timing';
import { FinderPage } from './pages/FinderPage';
import { MemberPickerPage } from './pages/MemberPickerPage';
import { SelfDefinePlayground } from './pages/SelfDefinePlayground';
import { UnionSelectorPage } from './pages/UnionSelectorPage';

type Page = 'member-picker' | 'union-selector' | 'self-define' | 'finder';

const PAGES: Array<{ key: Page; label: string }> = [
  { key: 'member-picker', label: 'Member picker' },
  { key: 'union-selector', label: 'Union selector' },
  { key: 'self-define', label: 'selfDefine playground' },
  { key: 'finder', label: 'Finder' },
];

function initialPage(): Page {
  const hash = location.hash.slice(1);
  return PAGES.find((p) => p.key === hash)?.key ?? 'member-picker';
}

export function App() {
  const [page, setPage] = useState<Page>(initialPage);
  const trace = useMemo(() => new HookTrace(), []);
  return (
    <>
      <header className="sb-header">
        <h1>pickerkit sandbox</h1>
        <nav aria-label="Sandbox pages">
          {PAGES.map((p) => (
            <a
              key={p.key}
              href={`#${p.key}`}
              aria-current={page === p.key ? 'page' : undefined}
              onClick={() => setPage(p.key)}
            >
              {p.label}
            </a>
          ))}
        </nav>
      </header>
      <main>
        {page === 'member-picker' ? <MemberPickerPage trace={trace} /> : null}
        {page === 'union-selector' ? <UnionSelectorPage trace={trace} /> : null}
        {page === 'self-define' ? <SelfDefinePlayground trace={trace} /> : null}
        {page === 'finder' ? <FinderPage /> : null}
      </main>
    </>
  );
}
