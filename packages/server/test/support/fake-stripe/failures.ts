/** How the fake's API fails a call: Stripe's `500 api_error`, or no answer at all. */
export interface FailureMode {
  status: 500 | 'hang';
}

/** The API calls the fake is told to fail next, one by one. */
export class FailurePlan {
  private left = 0;
  private mode: FailureMode = { status: 500 };

  /** The next `count` API calls fail as `mode` says (a retry by the SDK is a call too). */
  failNext(count: number, mode: FailureMode) {
    this.left = count;
    this.mode = mode;
  }

  /** How the call now arriving fails, if it does. */
  take(): FailureMode | undefined {
    if (this.left <= 0) return undefined;
    this.left -= 1;
    return this.mode;
  }
}
