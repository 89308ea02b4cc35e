/**
 * The finder's inputs once checked (what the preset's resolveInputs gives, finder.md section 1):
 * what the drive plugins read. Checking and aliases stay with the preset's options.
 */
import type { FinderAction, FinderMode } from './actions';
import type { FeatureSet } from './features';

/** A file the action acts on (copy, move, save): its id with its team. */
export interface FilePreset {
  id: number | string;
  groupid?: number | string;
  fname?: string;
}

export interface PathInput {
  name: string;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
}

export interface ResolvedInputs {
  action: FinderAction;
  mode: FinderMode;
  limit: number;
  includes: readonly string[];
  excludes: readonly string[];
  presets: readonly FilePreset[];
  shareMode: boolean;
  crossCatalog: boolean;
  path?: PathInput;
  featureSet: FeatureSet;
  okText?: string;
  cancelText?: string;
  committing: boolean;
  transfer?: { userId: number | string; companyId: number };
  dw?: unknown;
  /** The Chinese message of each missing required input, in table order. */
  missing: string[];
}
