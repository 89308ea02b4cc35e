export { KernelProvider, useKernel, type KernelProviderProps } from './KernelContext';
export { useT, type Translate } from './useT';
export {
  VirtualList,
  END_REACHED_DISTANCE,
  type ListRect,
  type VirtualListHandle,
  type VirtualListProps,
} from './VirtualList';
export { createViewPlugin } from './createViewPlugin';
export { useSlot } from './useSlot';
export * from './slots';
export * from './keyboard';
export { viewKernel, type ViewKernel } from './surface';
export { useDebouncedCallback } from './useDebouncedCallback';
