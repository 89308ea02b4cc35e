/** The sandbox: a page per preset, the selfDefine playground, and the hook inspector. */
import { useMemo, useState } from 'react';
import { HookTrace } from '../../plugins/analytics/hook-timing';
import { FinderPage } from './pages/FinderPage';
import { MemberPickerPage } from './pages/MemberPickerPage';
import { SelfDefinePlayground } from './pages/SelfDefinePlayground';

type Page = 'member-picker' | 'self-define' | 'finder';

const PAGES: Array<{ key: Page; label: string }> = [
  { key: 'member-picker', label: 'Member picker' },
  { key: 'self-define', label: 'selfDefine playground' },
  { key: 'finder', label: 'Finder' },
];

function initialPage(): Page {
  if (location.hash === '#self-define') return 'self-define';
  return location.hash === '#finder' ? 'finder' : 'member-picker';
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
        {page === 'member-picker' && <MemberPickerPage trace={trace} />}
        {page === 'self-define' && <SelfDefinePlayground trace={trace} />}
        {page === 'finder' && <FinderPage />}
      </main>
    </>
  );
}
