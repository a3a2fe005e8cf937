import type { IncomingMessage } from 'node:http';

export interface BoundedBody {
  /** `source`'s items, read from the body until it is refused; then the refusal is thrown. */
  take<T>(source: AsyncIterable<T>): AsyncGenerator<T>;
  /** Stops reading the body: what is being taken from it fails with `error`. */
  refuse(error: Error): void;
  /** The body has been read: stops counting, and throws if it was refused meanwhile. */
  finish(): void;
}

/**
 * Counts a request body's bytes as they arrive, whatever its headers say (a chunked body says
 * nothing of its length). Past `limit` it is refused with `tooLarge()`. A refused body is no longer
 * read: its parser is cut off and waits forever, which is why each step is taken through `take`;
 * the answer then closes the connection (error-handler.ts), which ends the parser too.
 * Call it before the body is piped anywhere, so that each chunk is counted before it is parsed.
 */
export function boundBody(raw: IncomingMessage, limit: number, tooLarge: () => Error): BoundedBody {
  let received = 0;
  let refusal: Error | undefined;
  let reject: (error: Error) => void = () => {};
  const refused = new Promise<never>((_resolve, rejectWith) => {
    reject = rejectWith;
  });
  // A refusal that comes between two steps is seen by the next one.
  refused.catch(() => {});

  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) refuse(tooLarge());
  };
  const refuse = (error: Error) => {
    if (refusal) return;
    refusal = error;
    raw.off('data', count);
    raw.unpipe();
    raw.pause();
    reject(error);
  };
  raw.on('data', count);

  return {
    async *take<T>(source: AsyncIterable<T>) {
      const iterator = source[Symbol.asyncIterator]();
      for (;;) {
        const next = await Promise.race([iterator.next(), refused]);
        // Both may have settled by now; the refusal wins whichever the race saw first.
        if (refusal) throw refusal;
        if (next.done) return;
        yield next.value;
      }
    },
    refuse,
    finish() {
      raw.off('data', count);
      if (refusal) throw refusal;
    },
  };
}
