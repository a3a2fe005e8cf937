/** How the fake's API fails a call: Stripe's `500 api_error`, or no answer at all. */
export interface FailureMode {
  status: 500 | 'hang';
}

/** How Stripe refuses a refund: a 4xx with its code (`charge_disputed`) and error type. */
export interface RefundRefusal {
  status: number;
  code: string;
  /** `invalid_request_error` unless set. */
  type?: string;
}

/** The API calls the fake is told to fail next, one by one, and the refunds it is told to refuse. */
export class FailurePlan {
  private left = 0;
  private mode: FailureMode = { status: 500 };
  private refusalsLeft = 0;
  private refusal: RefundRefusal = { status: 400, code: 'charge_disputed' };

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

  /** The next `count` refund calls are refused as `refusal` says (a retry by the SDK is a call too). */
  refuseRefunds(count: number, refusal: RefundRefusal) {
    this.refusalsLeft = count;
    this.refusal = refusal;
  }

  /** How the refund call now arriving is refused, if it is. */
  takeRefusal(): RefundRefusal | undefined {
    if (this.refusalsLeft <= 0) return undefined;
    this.refusalsLeft -= 1;
    return this.refusal;
  }
}
