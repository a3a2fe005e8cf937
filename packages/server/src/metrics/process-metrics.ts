import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event-loop lag, garbage collection), made once however
 * many servers the process runs: prom-client starts an event-loop monitor and a garbage-collection
 * observer for them that nothing stops, so one a server would pile up in tests, which build many.
 * Made on the first server that serves `/metrics`, so one without it never starts them.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
