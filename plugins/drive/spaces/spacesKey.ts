/** The spaces store on the kernel (kernel.extensions), provided by spacesPlugin. */
import { defineExtension } from '../../../kernel';
import type { SpacesStore } from './SpacesStore';

export const SPACES_PLUGIN = 'finder:spaces';

export const DRIVE_SPACES = defineExtension<SpacesStore>('drive spaces', SPACES_PLUGIN);
