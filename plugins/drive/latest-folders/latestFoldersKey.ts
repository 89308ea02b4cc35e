/** The latest-folders store on the kernel (kernel.extensions), provided by latestFoldersPlugin. */
import { defineExtension } from '../../../kernel';
import type { LatestFolders } from './LatestFolders';

export const LATEST_FOLDERS_PLUGIN = 'finder:latest-folders';

export const LATEST_FOLDERS = defineExtension<LatestFolders>(
  'latest folders',
  LATEST_FOLDERS_PLUGIN,
);
