/**
 * The crumbs of the current route: a team's root and folders, Devices and the open device's
 * name, or the route's own label.
 */
import type { FinderView } from './finderView';
import type { FinderTranslate } from './FinderContext';
import { deviceNameOf } from '../../drive/spaces/deviceNames';

export interface Crumb {
  key: string;
  label: string;
  target?: { name: string; params: Record<string, string | number> };
}

function teamLabel(store: FinderView, t: FinderTranslate): string {
  const team = store.teamView?.team;
  if (!team) return '';
  if (team.type === 'special') return t('menu.MyDocs');
  if (team.type === 'tmp') return t('team.tmp');
  if (team.type === 'secret') return t('team.secret');
  if (team.type === 'corpspecial')
    return team.company_name || team.name || t('menu.EnterpriseIndex');
  return team.name;
}

export function crumbsOf(store: FinderView, t: FinderTranslate): Crumb[] {
  const route = store.router.current;
  if (!route) return [];
  const view = store.teamView;
  if ((route.name === 'TeamFiles' || route.name === 'EnterpriseTeamFiles') && view) {
    const cid = Number(route.params.cid ?? 0);
    const at = (fid: number): NonNullable<Crumb['target']> =>
      cid > 0
        ? { name: 'EnterpriseTeamFiles', params: { cid, tid: view.team.id, fid } }
        : { name: 'TeamFiles', params: { tid: view.team.id, fid } };
    return [
      { key: 'root', label: teamLabel(store, t), target: at(0) },
      ...view.path.map((folder) => ({
        key: String(folder.fileid),
        label: folder.fname,
        target: at(folder.fileid),
      })),
    ];
  }
  if (route.name === 'Search') {
    return [{ key: 'search', label: `${t('search')}: ${String(route.params.keyword ?? '')}` }];
  }
  if (route.name === 'Device' || route.name === 'Devices') {
    const devices = {
      key: 'devices',
      label: t('devicesFolder'),
      target: { name: 'Devices', params: {} },
    };
    const name =
      route.name === 'Device'
        ? deviceNameOf(store.kernel, String(route.params.deviceid ?? ''))
        : undefined;
    return name ? [devices, { key: 'device', label: name }] : [devices];
  }
  const key = `menu.${route.name}` as Parameters<FinderTranslate>[0];
  return [{ key: route.name, label: t(key) }];
}
