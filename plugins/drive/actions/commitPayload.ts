/**
 * The commit info of finder.md section 3 as the kernel's confirm payload: the folder the finder
 * shows (its id, its team, whether it is writable), the company, the picked files (without
 * their route targets) and the team. A type, not an interface, so that it is one of the
 * kernel's open confirm payloads; transfer adds its operation, rename mode the name
 * (FinderActions.commitExtras).
 */
import type { ConfirmPayload, PickerItem } from '../../../kernel';
import { entryOf, type DriveEntry } from '../../sources/shared/driveEntry';
import type { GroupRecord } from '../finder-state/driveCalls';
import type { SpacesView } from '../spaces/spacesView';
import type { CommitExtras } from './FinderActions';

export type CommitInfo = CommitExtras & {
  path: { id: number; groupid: number; acl: { write: boolean } };
  company: { id: number; name: string };
  files: DriveEntry[];
  team: GroupRecord | null;
};

/** The commit info read back from the kernel's open payload type. */
export function asCommitInfo(payload: ConfirmPayload | null): CommitInfo | null {
  return payload as CommitInfo | null;
}

export function commitInfo(
  view: Pick<SpacesView, 'teamView' | 'companyId' | 'companies' | 'readOnly'>,
  items: readonly PickerItem[],
): CommitInfo {
  const team = view.teamView;
  const companyId = view.companyId;
  const company = view.companies.find((c) => c.id === companyId);
  const files = items
    .map((item) => entryOf(item))
    .filter((entry): entry is DriveEntry => entry !== undefined)
    .map(({ target: _target, ...entry }) => entry as DriveEntry);
  return {
    path: {
      id: team?.fid ?? 0,
      groupid: team?.team.id ?? 0,
      acl: { write: !view.readOnly },
    },
    company: { id: companyId, name: company?.name ?? '' },
    files,
    team: team?.team ?? null,
  };
}
