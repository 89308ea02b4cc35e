/**
 * latest: recent contacts (member-picker.md sections 4 and 7).
 * - account mode (personal user): GET account /api/contact/relation/last_list, offset paging;
 * - company mode (new-company user): GET directory /api/v2/recent/contacts, sequence cursor;
 * - workspace mode (kernel option isWoa): GET directory /api/v1/recent/contacts/mixed, walking
 *   `getParamsArr` in order; a first load with fewer than `minCount` (default 10) loads more.
 * Search (only with the kernel option isCollaborationApp) walks `searchParamsArr` over
 * GET directory /api/v1/search/chats.
 * The calls are a chunk (latestCalls.ts, shared/sourceChunk.ts).
 */
import type { PickerKernel } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { hostModes } from '../shared/env';
import { callsFrom, sourceChunk } from '../shared/sourceChunk';
import { sourcePlugin, type SourceBody } from '../shared/sourcePlugin';
import type { LatestOptions } from './latestSource.types';

const latestChunk = sourceChunk(() => import('./latestCalls'));

function createLatest(
  config: MemberSourceConfig,
  kernel: PickerKernel,
  options: LatestOptions,
): SourceBody {
  const run = callsFrom(latestChunk, (module) => module.latestCalls(config, kernel, options));
  return {
    tree: false,
    searchable: hostModes(kernel).isCollaborationApp,
    load: (ctx) => run((calls) => calls.load(ctx)),
    search: (ctx) => run((calls) => calls.search(ctx)),
  };
}

/** The recent-contacts source (type `latest`). */
export function latestSource(options: LatestOptions = {}) {
  return sourcePlugin({
    name: 'source:latest',
    types: ['latest'],
    chunk: latestChunk,
    create: (config, kernel) => createLatest(config, kernel, options),
  });
}
