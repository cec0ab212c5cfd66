/// <reference lib="webworker" />
/**
 * The analysis Worker: runs the engine's Monte Carlo analysis off the page's thread (protocol.ts), posting
 * its report after every slice of about 60 ms, until its target or a cancel.
 */
import { createDriver, type ToWorker } from './protocol.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createDriver({ post: (m) => scope.postMessage(m), later: (f) => setTimeout(f, 0) });
scope.onmessage = (e: MessageEvent<ToWorker>) => handle(e.data);
