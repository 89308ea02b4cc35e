/**
 * The seeded dataset, generated lazily part by part and memoised per (size, seed): asking for the
 * main company of the large dataset builds only that org. Read-only; mutable state lives in the
 * suite (see state.ts).
 */
import type { DatasetSize, SuiteUserKind } from '../types';
import { buildGroups, buildTags, GROUP_ID_BASE, type CustomTag, type Group } from './groups';
import { IDENTITIES, ISOLATED_COMPANY_ID, MAIN_COMPANY_ID } from './identities';
import { allCompanyIds, buildOrg, type Org, type Staff } from './org';
import { buildFilePermissions, buildShares, type FilePermission, type Share } from './shares';
import { SIZE_SPECS, type SizeSpec } from './sizes';
import { buildSocial, type Social } from './social';

export interface Dataset {
  size: DatasetSize;
  seed: number;
  spec: SizeSpec;
  /** Ids of every company that exists (the 12 plus companies and the isolated one). */
  companyIds: readonly number[];
  /** A company's org, or undefined for an unknown id. */
  org(compId: number): Org | undefined;
  /** A staff record by userid in any company (the first company that has it). */
  staff(userid: number): Staff | undefined;
  /** The org a user kind's people come from (main company; the isolated company for isolated). */
  homeOrg(kind: SuiteUserKind): Org;
  social(kind: SuiteUserKind): Social;
  groups(kind: SuiteUserKind): Group[];
  tags(compId: number): CustomTag[];
  shares(): Share[];
  filePermissions(): FilePermission[];
}

function memo<K, V>(build: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, build(key));
    return cache.get(key) as V;
  };
}

export function createDataset(size: DatasetSize, seed: number): Dataset {
  const spec = SIZE_SPECS[size];
  const tiny = size === 'tiny';
  const ids = allCompanyIds();
  const org = memo((compId: number) =>
    ids.includes(compId) ? buildOrg(compId, spec, seed, tiny) : undefined,
  );
  const homeOrg = (kind: SuiteUserKind): Org =>
    org(kind === 'isolated' ? ISOLATED_COMPANY_ID : MAIN_COMPANY_ID) as Org;
  const kindSeed = (kind: SuiteUserKind): number => seed * 31 + IDENTITIES[kind].userid;
  const staffIndex = memo(
    (compId: number) => new Map((org(compId)?.staff ?? []).map((s) => [s.userid, s])),
  );
  const groups = memo((kind: SuiteUserKind) =>
    buildGroups(homeOrg(kind), spec, tiny, kindSeed(kind), IDENTITIES[kind], GROUP_ID_BASE[kind]),
  );
  const shares = memo((_: 0) =>
    buildShares(
      homeOrg('plus'),
      spec,
      tiny,
      seed,
      groups('plus').filter((g) => g.group_type === 1),
    ),
  );
  return {
    size,
    seed,
    spec,
    companyIds: ids,
    org,
    staff: (userid) => {
      for (const id of [MAIN_COMPANY_ID, ...ids]) {
        const hit = staffIndex(id).get(userid);
        if (hit) return hit;
      }
      return undefined;
    },
    homeOrg,
    social: memo((kind: SuiteUserKind) =>
      buildSocial(homeOrg(kind), spec, tiny, kindSeed(kind), IDENTITIES[kind].userid),
    ),
    groups,
    tags: memo((compId: number) => {
      const o = org(compId);
      return o ? buildTags(o, spec, tiny, seed) : [];
    }),
    shares: () => shares(0),
    filePermissions: memo((_: 0) => buildFilePermissions(homeOrg('plus'), spec, tiny, seed)).bind(
      null,
      0,
    ),
  };
}

const cache = new Map<string, Dataset>();

/** The shared dataset for a size and seed (generated parts are reused across suites). */
export function getDataset(size: DatasetSize, seed: number): Dataset {
  const key = `${size}:${seed}`;
  let ds = cache.get(key);
  if (!ds) {
    ds = createDataset(size, seed);
    cache.set(key, ds);
  }
  return ds;
}
