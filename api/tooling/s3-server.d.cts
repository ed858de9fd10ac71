// Types of s3-server.cjs (an S3-compatible server on loopback for tests and the local cluster).
export interface S3ServerOptions {
  /** Where the objects are kept; a temporary folder (removed on close) when not given. */
  directory?: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** Default bizmarkt-media (made at start). */
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface S3Server {
  endpoint: string;
  port: number;
  bucket: string;
  directory: string;
  /** MEDIA_STORE=s3 and the MEDIA_S3_* variables for this server. */
  env: Record<
    | 'MEDIA_STORE'
    | 'MEDIA_S3_ENDPOINT'
    | 'MEDIA_S3_REGION'
    | 'MEDIA_S3_BUCKET'
    | 'MEDIA_S3_ACCESS_KEY_ID'
    | 'MEDIA_S3_SECRET_ACCESS_KEY'
    | 'MEDIA_S3_FORCE_PATH_STYLE',
    string
  >;
  close(): Promise<void>;
}

export function startS3Server(options?: S3ServerOptions): Promise<S3Server>;
export const S3_SERVER_DEFAULTS: Required<Omit<S3ServerOptions, 'directory'>>;
