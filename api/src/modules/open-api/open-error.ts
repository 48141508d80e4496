import { OPENAPI_ERRORS, type OpenApiErrorCode } from '@aikc/shared/open-api/errors';

/** A refusal of the open API: its machine code, the HTTP status from the shared table, a Chinese message. */
export class OpenApiError extends Error {
  readonly status: number;
  constructor(
    readonly error: OpenApiErrorCode,
    msg?: string,
    readonly data: { remaining: number } | null = null,
    /** Seconds, for 429's Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(msg ?? OPENAPI_ERRORS[error].msg);
    this.status = OPENAPI_ERRORS[error].status;
  }
}
