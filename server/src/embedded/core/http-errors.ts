/**
 * A protocol-level refusal (bad input, wrong key, unknown path). Sent as plain text with its
 * status, like the real core does. Business outcomes are never HttpErrors: they are
 * HTTP 200 with a `status`, or the SDK would turn them into exceptions.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}
