export {
  finderAnalytics,
  FINDER_ANALYTICS_PLUGIN,
  FINDER_COMMIT_ACTION,
  type FinderAnalyticsOptions,
} from './finderUsagePlugin';
export {
  finderUsageFields,
  fileAscription,
  userChange,
  scopeOf,
  type FinderUsageFields,
  type UsageRecord,
  type CommittedFile,
  type Scope,
} from './finderUsageFields';
