/**
 * The side menu (a navigation landmark with a list of entries): the tabs shown in the current
 * company, the active one marked aria-current. Choosing an entry pushes its route; choosing the
 * active one again refreshes it. Dividers between groups show only in the WPS client. Until the
 * first view has loaded it is a skeleton list (after 200 ms, the loading text after 350 ms).
 */
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { TAB_GROUPS, type FinderTab } from '../../drive/rules/tabs';
import { saveLastTab } from '../../drive/finder-state/memory';
import { chooseTab, isTabActive } from '../../drive/finder-state/navigation';
import { enterpriseText } from '../../drive/enterprise/enterpriseTexts';
import { isTabLimited, limitTipKey } from '../../drive/enterprise/restrictionRules';
import { EnterpriseSwitcher } from './EnterpriseSwitcher';
import { frameLoading } from '../../drive/finder-state/viewLoading';
import { useFinder, useFinderT } from './FinderContext';
import { LoadingState } from './LoadingState';

export interface SideMenuProps {
  /** In the narrow finder's drawer: the active entry takes focus when the drawer opens. */
  inDrawer?: boolean;
  /** Called after an entry was chosen (the drawer closes). */
  onChosen?(): void;
}

export const SideMenu = observer(function SideMenu({ inDrawer = false, onChosen }: SideMenuProps) {
  const store = useFinder();
  const t = useFinderT();
  const shown = store.tabs;
  const groups = TAB_GROUPS.map((group) => group.filter((tab) => shown.includes(tab))).filter(
    (group) => group.length > 0,
  );
  const dividers = store.has('isWpsClient');
  if (frameLoading(store)) {
    return (
      <nav aria-label={t('sideMenu')} className="pk-finder-side">
        <LoadingState waiting rows={6} />
      </nav>
    );
  }
  const choose = (tab: FinderTab) => {
    saveLastTab(store.kernel, store.plugKey, tab);
    void chooseTab(store, tab);
    onChosen?.();
  };
  return (
    <nav aria-label={t('sideMenu')} className="pk-finder-side">
      <EnterpriseSwitcher />
      <ul className="pk-finder-menu">
        {groups.map((group, index) => (
          <Fragment key={group[0]}>
            {dividers && index > 0 && <li role="separator" className="pk-finder-menu__divider" />}
            {group.map((tab) => {
              const active = isTabActive(store, tab);
              // Restriction on: disabled with the action's limit tip (choosing it shows the tip).
              const limited = isTabLimited(store.enterprise.restrictionOn, tab);
              return (
                <li key={tab}>
                  <button
                    type="button"
                    className={`pk-finder-menu__entry${active ? ' pk-finder-menu__entry--active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                    data-autofocus={(inDrawer && active) || undefined}
                    aria-disabled={limited || undefined}
                    title={
                      limited
                        ? enterpriseText(store.kernel, limitTipKey(store.inputs.action))
                        : undefined
                    }
                    onClick={() => choose(tab)}
                  >
                    {t(`menu.${tab}`)}
                  </button>
                </li>
              );
            })}
          </Fragment>
        ))}
      </ul>
    </nav>
  );
});
