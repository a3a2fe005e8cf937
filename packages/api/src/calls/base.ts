import type { Requester } from '../request.js';
import { Health } from '../schemas/health.js';

export function baseCalls(request: Requester) {
  return {
    /** GET `health/`: the server is up and which database it runs on. */
    health: () => request('GET', 'health/', Health),
  };
}
