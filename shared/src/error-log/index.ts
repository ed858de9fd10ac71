export { ErrorLogQueue, ERROR_LOG_MAX_BATCH_BYTES, type ErrorLogQueueOptions } from './queue';
export { createErrorLogEvent, ERROR_LOG_FIELD_CAPS, type EventDetails } from './event';
export type { QueueStorage } from './storage';
export { getErrorLog, installErrorLog, reportError, reportRenderError, resetErrorLogForTests, type InstallErrorLogOptions } from './install';
