export {
  hookTiming,
  getHookTrace,
  HOOK_TIMING_PLUGIN,
  type HookTimingOptions,
} from './hookTimingPlugin';
export { HookTrace, DEFAULT_TRACE_LIMIT, type HookTraceEntry, type HookTotals } from './HookTrace';
