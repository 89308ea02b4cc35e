/**
 * The breadcrumb (navigation landmark, ordered list): the current crumb carries
 * aria-current="page"; crumbs are links only when breadcrumbLink is on. A path too long for
 * its space collapses in the middle into an ellipsis item (collapseCrumbs), measured from a
 * hidden copy of the crumbs; the ellipsis is a menu button offering the hidden folders
 * (BreadcrumbMore). The widths are read when the browser has laid the page out (a ResizeObserver
 * on the bar and each crumb, called before the paint), not in the commit: reading them there
 * forced the layout of the whole new page (the folder's rows) inside React's commit, a second
 * layout before the frame's own. A change of collapse is committed before that paint (flushSync).
 */
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { BreadcrumbMore } from './BreadcrumbMore';
import { collapseCrumbs } from './collapseCrumbs';
import { crumbsOf, type Crumb } from './crumbs';
import { useFinder, useFinderT } from './FinderContext';

export const Breadcrumb = observer(function Breadcrumb() {
  const store = useFinder();
  const t = useFinderT();
  const crumbs = crumbsOf(store, t);
  const links = store.has('breadcrumbLink');
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLOListElement>(null);
  const [hidden, setHidden] = useState<number[]>([]);
  const signature = crumbs.map((c) => c.label).join('\u0000');

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return undefined;
    const update = () => {
      const widths = Array.from(measure.children, (child) => (child as HTMLElement).offsetWidth);
      // A narrow finder (the side menu as a drawer) may fold the root away too.
      const keepFirst = !nav.closest('.pk-finder--narrow');
      const result = collapseCrumbs(widths, nav.clientWidth, undefined, keepFirst);
      setHidden((before) =>
        before.join(',') === result.hidden.join(',') ? before : result.hidden,
      );
    };
    if (typeof ResizeObserver !== 'function') {
      update();
      return undefined;
    }
    // Observing calls back once at the next layout, then on each change of size.
    const observer = new ResizeObserver(() => flushSync(update));
    observer.observe(nav);
    for (const child of Array.from(measure.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [signature]);

  const go = (crumb: Crumb) => {
    if (crumb.target) void store.router.navigate(crumb.target);
  };
  const item = (crumb: Crumb, index: number) => {
    const last = index === crumbs.length - 1;
    const content =
      links && crumb.target && !last ? (
        <button type="button" className="pk-link-button" onClick={() => go(crumb)}>
          {crumb.label}
        </button>
      ) : (
        <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
      );
    return (
      <li key={crumb.key} className="pk-finder-crumb">
        {content}
      </li>
    );
  };

  return (
    <nav ref={navRef} aria-label={t('breadcrumb')} className="pk-finder-breadcrumb">
      <ol className="pk-finder-crumbs">
        {crumbs.map((crumb, index) => {
          if (!hidden.includes(index)) return item(crumb, index);
          if (index !== hidden[0]) return null;
          return (
            <li key="ellipsis" className="pk-finder-crumb pk-finder-crumb--ellipsis">
              <BreadcrumbMore
                hidden={hidden.map((i) => crumbs[i]).filter((c) => c !== undefined)}
                links={links}
                onGo={go}
              />
            </li>
          );
        })}
      </ol>
      <ol
        ref={measureRef}
        className="pk-finder-crumbs pk-finder-crumbs--measure"
        aria-hidden="true"
      >
        {crumbs.map((crumb) => (
          <li key={crumb.key} className="pk-finder-crumb">
            <span>{crumb.label}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
});
