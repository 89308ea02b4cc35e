/**
 * What the load pipeline (load context, loadPage hook, source call, item preparation) needs from
 * the kernel, given by the kernel to the source runtime and the search store.
 */
import type { KernelHooks } from '../hooks';
import type { RequestClient } from '../request/types';
import type { KernelRef, PickerItem } from '../types';

/** The selection steps of item preparation: hidden items dropped, tree nodes indexed. */
export interface SelectionPipeline {
  filterHidden(items: PickerItem[]): PickerItem[];
  /** `complete`: the parent's list has no page left. */
  registerNodes(
    parentKey: string | undefined,
    items: readonly PickerItem[],
    complete?: boolean,
  ): void;
}

export interface PipelineEnv {
  hooks: Pick<KernelHooks, 'loadPage' | 'onPageLoaded' | 'modifyItems' | 'addRows'>;
  /** The kernel's page size (a source's own wins). */
  pageSize: number;
  /** The request client, or null when the kernel has none (loads then reject saying so). */
  client(): RequestClient | null;
  /** Handed to sources in their LoadContext (the source contract); the pipeline never reads it. */
  kernel: KernelRef;
  /** Absent when a store is tested alone without a selection. */
  selection?: SelectionPipeline;
}
