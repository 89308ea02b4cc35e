/**
 * The collapsed middle of a long breadcrumb (finder.md section 2): the ellipsis item is a menu
 * button (the shared Dropdown, WAI-ARIA menu pattern: Enter, Space or the arrows open it, the
 * arrows move, Esc closes it and focus returns) listing the hidden folders from the root down.
 * Like the crumbs, an entry goes to its folder only when breadcrumbLink is on; without it the
 * entries show the folders' names and are disabled.
 */
import { Dropdown } from '../components/Dropdown/Dropdown';
import { DropdownMenu } from '../components/Dropdown/DropdownMenu';
import type { Crumb } from './crumbs';
import { useFinderT } from './FinderContext';

export interface BreadcrumbMoreProps {
  hidden: readonly Crumb[];
  links: boolean;
  onGo(crumb: Crumb): void;
}

export function BreadcrumbMore({ hidden, links, onGo }: BreadcrumbMoreProps) {
  const t = useFinderT();
  const items = hidden.map((crumb) => ({
    key: crumb.key,
    title: crumb.label,
    disabled: !links || !crumb.target,
  }));
  return (
    <Dropdown
      label={t('morePath')}
      menu={
        <DropdownMenu
          items={items}
          onSelect={(key) => {
            const crumb = hidden.find((c) => c.key === key);
            if (crumb) onGo(crumb);
          }}
        />
      }
    >
      <button
        type="button"
        className="pk-link-button pk-finder-crumb__more"
        aria-label={t('morePath')}
        title={hidden.map((crumb) => crumb.label).join(' / ')}
      >
        …
      </button>
    </Dropdown>
  );
}
