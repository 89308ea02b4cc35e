/**
 * Entering a team route (finder.md section 4):
 * - a normal team the user created, with corpid 0, source yundoc and no folder given, goes to
 *   the folder the root-lookup call answers (when it answers one);
 * - a locked team (the private space while its status is lock) goes to the unlock form; the
 *   private space is only entered with access to it (secret feature, not in transfer, vip_level
 *   at least 20);
 * - a team with corpid above 0, asked by a personal route, goes to the company team files;
 * - a tmp team goes to Devices;
 * - any other team is entered: its loader sets it as the current team and clears the company;
 * - before all that, a move within a team reached through a link folder keeps the link origin
 *   (rules/linkOrigin.ts).
 */
import {
  ErrorCodes,
  PickerError,
  isCancelled,
  type GuardResult,
  type RouteContext,
} from '../../../kernel';
import { finderSpaceText } from '../texts/spaceText';
import { carriedLinkOrigin } from '../rules/linkOrigin';
import { fetchRootFolder, type GroupRecord } from '../finder-state/driveCalls';
import type { SpacesView } from './spacesView';
import { loadGroup } from '../finder-state/cachedCalls';
import { teamShown } from '../finder-state/knownTeam';
import { secretAccessOf, type SecretAccess } from '../private-space/secretAccess';
import { fetchSecretLock, type SecretStatus } from '../private-space/secretCalls';

export type TeamEntry =
  | { kind: 'rootLookup' }
  | { kind: 'unlock' }
  | { kind: 'noSecretAccess'; access: Exclude<SecretAccess, 'open'> }
  | { kind: 'company'; cid: number }
  | { kind: 'devices' }
  | { kind: 'enter' };

export interface TeamEntryInput {
  team: Pick<GroupRecord, 'type' | 'corpid' | 'source' | 'creator'>;
  /** The route asked for: TeamFiles (personal) or EnterpriseTeamFiles. */
  route: string;
  userId: number;
  /** A folder id was given in the route. */
  folderGiven: boolean;
  /** The private space's access, and its lock status (asked only for a secret team). */
  secretAccess: SecretAccess;
  secretStatus?: SecretStatus;
}

export function teamEntry(input: TeamEntryInput): TeamEntry {
  const { team } = input;
  if (
    team.type === 'normal' &&
    team.corpid === 0 &&
    team.source === 'yundoc' &&
    team.creator?.id === input.userId &&
    !input.folderGiven
  ) {
    return { kind: 'rootLookup' };
  }
  if (team.type === 'secret') {
    if (input.secretAccess !== 'open')
      return { kind: 'noSecretAccess', access: input.secretAccess };
    if (input.secretStatus !== 'active') return { kind: 'unlock' };
  }
  if (input.route === 'TeamFiles' && team.corpid > 0) return { kind: 'company', cid: team.corpid };
  if (team.type === 'tmp') return { kind: 'devices' };
  return { kind: 'enter' };
}

function num(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/**
 * The guard of TeamFiles and EnterpriseTeamFiles. A move between folders of the team shown
 * decides at once, without a promise: the router then starts the folder's loader in the same
 * task as the click, so its request leaves before the pending location is rendered.
 */
export function teamEntryGuard(store: SpacesView) {
  return (ctx: RouteContext): GuardResult | Promise<GuardResult> => {
    // Within a team reached through a link folder, the location keeps the link origin.
    const carried = carriedLinkOrigin(ctx.from, ctx.to);
    if (carried) return carried;
    const tid = num(ctx.to.params.tid);
    // A move between folders of the team shown keeps its info; entering a team asks for it.
    const shown = teamShown(ctx.from, store.teamView, tid)?.team;
    if (shown) return enterTeam(store, ctx, shown);
    return loadGroup(store.kernel, tid, ctx.signal).then(
      (team) => enterTeam(store, ctx, team),
      (error: unknown) => {
        if (isCancelled(error)) throw error;
        // The list shows its own error; the team route itself still opens.
        return true;
      },
    );
  };
}

/** The verdict for a team known: the private space's lock is asked first when it is open to the user. */
function enterTeam(
  store: SpacesView,
  ctx: RouteContext,
  team: GroupRecord,
): GuardResult | Promise<GuardResult> {
  const access = team.type === 'secret' ? secretAccessOf(store) : 'open';
  if (team.type === 'secret' && access === 'open') {
    return fetchSecretLock(store.kernel, ctx.signal).then(({ status }) =>
      entryVerdict(store, ctx, team, access, status),
    );
  }
  return entryVerdict(store, ctx, team, access, undefined);
}

function entryVerdict(
  store: SpacesView,
  ctx: RouteContext,
  team: GroupRecord,
  access: SecretAccess,
  status: SecretStatus | undefined,
): GuardResult | Promise<GuardResult> {
  const { kernel } = store;
  const tid = num(ctx.to.params.tid);
  const entry = teamEntry({
    team,
    route: ctx.to.name,
    userId: Number(kernel.context.user?.userid ?? 0),
    folderGiven: ctx.to.params.fid !== undefined,
    secretAccess: access,
    secretStatus: status,
  });
  switch (entry.kind) {
    case 'rootLookup':
      return fetchRootFolder(kernel, tid, ctx.signal).then(
        (root): GuardResult =>
          root > 0 ? { name: 'TeamFiles', params: { tid, fid: root } } : true,
        (error: unknown) => {
          if (isCancelled(error)) throw error;
          return true;
        },
      );
    case 'unlock':
      return { name: 'UnlockSecret' };
    case 'noSecretAccess':
      // The gate says the membership expired, with its renew link.
      if (entry.access === 'expired') return { name: 'UnlockSecret' };
      throw new PickerError(ErrorCodes.REQUEST_FAILED, finderSpaceText(kernel, 'secretOff'));
    case 'company':
      return {
        name: 'EnterpriseTeamFiles',
        params: { cid: entry.cid, tid, fid: num(ctx.to.params.fid) },
      };
    case 'devices':
      return { name: 'Devices' };
    case 'enter':
      return true;
  }
}
