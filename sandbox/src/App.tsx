/** The sandbox: a page per preset, the selfDefine playground, and the hook inspector. */
import { useMemo, useState } from 'react';
import { HookTrace } from '../../plugins/analytics/hook-timing';
import { MemberPickerPage } from './pages/MemberPickerPage';
import { SelfDefinePlayground } from './pages/SelfDefinePlayground';

type Page = 'member-picker' | 'self-define';

const PAGES: Array<{ key: Page; label: string }> = [
  { key: 'member-picker', label: 'Member picker' },
  { key: 'self-define', label: 'selfDefine playground' },
];

function initialPage(): Page {
  return location.hash === '#self-define' ? 'self-define' : 'member-picker';
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
        {page === 'member-picker' ? (
          <MemberPickerPage trace={trace} />
        ) : (
          <SelfDefinePlayground trace={trace} />
        )}
      </main>
    </>
  );
}
