// The client ↔ API contract lives in @bizmarkt/shared. Only types cross over: `export type`
// keeps the compiled API free of any runtime import of the shared package's TypeScript sources.
export type {
  Category,
  CountriesResponse,
  Country,
  EmailNotificationFlags,
  ErrorBody,
  HealthResponse,
  LoginRequest,
  NewListingAlertSettings,
  NotificationFlags,
  NotificationSettings,
  Range,
  Role,
  SyncResponse,
  User,
} from '@bizmarkt/shared/contract';
