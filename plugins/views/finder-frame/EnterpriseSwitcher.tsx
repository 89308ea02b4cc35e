/**
 * The enterprise switcher (finder.md section 2): the current workspace with its logo; a button
 * opens the list of workspaces — the personal space (built-in logo), then each enterprise.
 * IP-forbidden enterprises are disabled and say why; restricted ones are disabled with the
 * action's tip as a tooltip (shown on hover and focus, and as the entry's description).
 * Disabled entries stay focusable (aria-disabled) so their reason can be read. With
 * switchWorkspace off the switcher only shows the current workspace. Escape closes the list.
 */
import { observer } from 'mobx-react-lite';
import { useId, useState, type KeyboardEvent } from 'react';
import { enterpriseText } from '../../drive/enterprise/enterpriseTexts';
import type { WorkspaceEntry } from '../../drive/enterprise/restrictionRules';
import {
  chooseWorkspace,
  switcherReadOnly,
  switcherShown,
  workspacesOf,
} from '../../drive/enterprise/workspaces';
import { useFinder } from './FinderContext';
import { SWITCHER_SHEET } from './switcherStyles';
import { useStyleElement } from '../components/styles/useStyleElement';

function PersonalLogo() {
  return (
    <svg className="pk-finder-switcher__logo" viewBox="0 0 20 20" aria-hidden="true">
      <rect width="20" height="20" rx="4" fill="#2f6fed" />
      <path d="M5 5h6l4 4v6H5z" fill="#fff" />
    </svg>
  );
}

function Logo({ entry }: { entry: WorkspaceEntry }) {
  if (!entry.logo) return <PersonalLogo />;
  return (
    <img className="pk-finder-switcher__logo" src={entry.logo} alt="" width={20} height={20} />
  );
}

/** The switcher's styles (also the side menu's disabled entries), then the switcher. */
export function EnterpriseSwitcher() {
  useStyleElement(SWITCHER_SHEET);
  return <Switcher />;
}

const Switcher = observer(function Switcher() {
  const store = useFinder();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (!switcherShown(store)) return null;
  const t = (key: Parameters<typeof enterpriseText>[1], options?: Record<string, unknown>) =>
    enterpriseText(store.kernel, key, options);
  const entries = workspacesOf(store);
  const current = entries.find((e) => e.id === store.companyId) ?? entries[0];
  if (!current) return null;

  if (switcherReadOnly(store)) {
    return (
      <div className="pk-finder-switcher">
        <p className="pk-finder-switcher__current">
          <Logo entry={current} />
          <span>{t('currentWorkspace', { name: current.name })}</span>
        </p>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  const choose = (entry: WorkspaceEntry) => {
    if (entry.disabled) return;
    setOpen(false);
    void chooseWorkspace(store, entry.id);
  };
  return (
    <div className="pk-finder-switcher" onKeyDown={onKeyDown}>
      <button
        type="button"
        className="pk-finder-switcher__current pk-finder-switcher__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('switchWorkspace', { name: current.name })}
        onClick={() => setOpen((value) => !value)}
      >
        <Logo entry={current} />
        <span aria-hidden="true">{current.name}</span>
      </button>
      {open && (
        <ul id={listId} className="pk-finder-switcher__list" aria-label={t('workspaces')}>
          {entries.map((entry) => {
            const noteId = `${listId}-note-${entry.id}`;
            const note =
              entry.forbiddenReason !== undefined
                ? t('ipForbidden', { reason: entry.forbiddenReason })
                : entry.restrictedTip
                  ? t(entry.restrictedTip)
                  : null;
            return (
              <li key={entry.id} className="pk-finder-switcher__item">
                <button
                  type="button"
                  className="pk-finder-switcher__entry"
                  aria-disabled={entry.disabled || undefined}
                  aria-current={entry.id === current.id ? 'true' : undefined}
                  aria-describedby={note ? noteId : undefined}
                  onClick={() => choose(entry)}
                >
                  <Logo entry={entry} />
                  <span>{entry.name}</span>
                </button>
                {note && (
                  <span
                    id={noteId}
                    role={entry.restrictedTip ? 'tooltip' : undefined}
                    className={
                      entry.restrictedTip
                        ? 'pk-finder-switcher__tooltip'
                        : 'pk-finder-switcher__reason'
                    }
                  >
                    {note}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});
