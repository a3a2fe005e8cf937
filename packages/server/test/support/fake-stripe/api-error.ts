/** An answer Stripe gives as an error: its HTTP status and `{error: {type, code, message, param}}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }

  get body() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

/** A parameter Stripe would refuse: `400 invalid_request_error` naming it. */
export const paramError = (param: string, message: string) =>
  new ApiError(400, 'invalid_request_error', message, { code: 'parameter_invalid', param });
