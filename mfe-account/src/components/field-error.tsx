// The one FieldError of every form lives in the shared package; kept here as the remote's import path.
export { FieldError } from '@bizmarkt/shared';
