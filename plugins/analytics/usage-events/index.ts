export {
  usageAnalytics,
  isAnalyticsRelease,
  USAGE_ANALYTICS_PLUGIN,
  ROOT_LISTENERS_SLOT,
  type UsageAnalyticsOptions,
  type UsageEvent,
  type RootListener,
} from './usageAnalyticsPlugin';
export {
  attachDelegation,
  trackedName,
  DELEGATED_EVENTS,
  DELEGATE_DELAY_MS,
  type DelegatedEvent,
} from './domDelegation';
export { reportedDuration, MAX_REPORTED_MS } from './usingTime';
