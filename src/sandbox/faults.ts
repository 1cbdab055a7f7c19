import type { DriftSwitch } from './drift';

/** Fault switches: make a documented call (or every call, '*') fail, slow down, drop or drift from the documents. */
export interface Fault {
  /** Answer with this HTTP status instead (503, 500 ...). */
  status?: number;
  /** Answer HTTP 200 with this `responseCode` in the body (an error code, as some servers send failures). */
  responseCode?: number;
  /** Delay before answering. */
  latencyMs?: number;
  /** Drop the connection (network failure). */
  offline?: boolean;
  /** Pause between the pieces of a streamed answer (about 256 KB each): a slow network. */
  chunkDelayMs?: number;
  /** Break the answer off after about this many bytes of a streamed answer (a failure mid-stream). */
  failAfterBytes?: number;
  /** Answer a reading call in a shape the documents do not give (see drift.ts): a kind, 'tolerated', 'all' or a list. */
  drift?: DriftSwitch;
  /** How many requests it applies to; unset means until cleared. */
  times?: number;
}

export class FaultSwitches {
  private readonly faults = new Map<string, Fault>();

  /** `call` is 'METHOD /path' as the spec writes it (e.g. 'GET /getAllUsers'), or '*'. */
  set(call: string, fault: Fault): void {
    this.faults.set(call, { ...fault });
  }

  clear(call?: string): void {
    if (call) this.faults.delete(call);
    else this.faults.clear();
  }

  list(): Record<string, Fault> {
    return Object.fromEntries(this.faults);
  }

  /** The fault for this request, counting it down when it is limited. */
  take(call: string): Fault | undefined {
    const key = this.faults.has(call) ? call : this.faults.has('*') ? '*' : undefined;
    if (!key) return undefined;
    const fault = this.faults.get(key)!;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults.delete(key);
    }
    return fault;
  }
}
