/**
 * The latest-folders strip's state as a kernel plugin (finder.md section 2, toolbar): it makes
 * one LatestFolders store per kernel and provides it as LATEST_FOLDERS. The finder entry loads
 * it, the toolbar's strip reads it and a directory commit saves to it.
 */
import type { Plugin } from '../../../kernel';
import { LATEST_FOLDERS, LATEST_FOLDERS_PLUGIN } from './latestFoldersKey';
import { LatestFolders } from './LatestFolders';

export function latestFoldersPlugin(): Plugin {
  return {
    name: LATEST_FOLDERS_PLUGIN,
    apply(kernel) {
      kernel.extensions.provide(LATEST_FOLDERS, new LatestFolders(kernel));
    },
  };
}
