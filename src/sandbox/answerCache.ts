/**
 * Whole-list answers kept as the bytes they were written as, the way a server's cache keeps them until
 * their data changes. The first answer is streamed from the data as ever and its chunks are kept as
 * they go; the same request after it is written from those bytes at transfer speed, instead of walking
 * and encoding hundreds of megabytes again (GET /getAllUsers at 100,000 garages is 363 MB).
 *
 * The bytes live in a temporary file, as a proxy's disk cache keeps them (the OS holds them in its page
 * cache), not in this process: V8 counts the buffers a process holds towards its next collection, and
 * keeping 363 MB in buffers ran five extra full collections of the seed's heap (half a gigabyte at
 * 100,000 garages) while the first answer was written, doubling its CPU time.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '../api/endpoints';
import type { Endpoint } from '../api/http';

/**
 * At most this many bytes are kept in all, the least recently asked answers making room: the
 * 100,000-garage GET /getAllUsers (363 MB) and GET /getAllApproveUsers (65 MB) fit together.
 */
export const KEPT_ANSWERS_MAX_BYTES = 512 * 1024 * 1024;
/** Smaller answers are written from the data in milliseconds: not worth the memory. */
export const KEPT_ANSWER_MIN_BYTES = 1024 * 1024;

/** Calls made with POST that only read (pages and searches asked with a body): they change no data. */
export const POST_READS: ReadonlySet<Endpoint<unknown, unknown>> = new Set<Endpoint<unknown, unknown>>([
  api.categoryServiceList,
  api.getSingleGarage,
  api.garageCategoryList,
  api.garageBankDetails,
  api.subscriptionData,
  api.subscriptionHistory,
  api.subscriptionGarageFeatures,
  api.subscriptionList,
  api.subscriptionPlanDetails,
  api.adminRoleGet,
  api.saleInvoiceList,
  api.purchaseInvoiceList,
  api.jobCardList,
  api.vendorList,
  api.inventoryList,
  api.xlsTrackingList,
  api.leadBrandList,
  api.leadModelList,
  api.leadList,
  api.leadAdminList,
  api.leadSearchGarage,
  api.seoPageSearch,
  api.seoAreaList,
  api.singleGarage,
  api.analyticsGet,
  api.rewardList,
  api.ratingList,
  api.pushNotificationList,
  api.quoteList,
]);

/** Calls that change only the issued tokens, which no answer shows. */
export const TOKEN_WRITES: ReadonlySet<Endpoint<unknown, unknown>> = new Set<Endpoint<unknown, unknown>>([api.adminSignIn]);

/** What identifies an answer: the method, path, query and body (the caller is not in it: see route). */
export const answerKey = (request: Request, bodyText = '') => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}\n${bodyText}`;
};

/** Told each chunk of an answer as it is sent, and whether the answer ended whole or was broken off. */
export interface AnswerKeeper {
  add(chunk: Uint8Array): void;
  done(): void;
  abandon(): void;
}

/**
 * One kept answer's bytes in a temporary file, removed from its folder at once: the open descriptor
 * keeps it until closed, and the OS drops it however the process ends. It is closed once forgotten
 * and no answer is still being written from it.
 */
export class KeptAnswer {
  private readonly fd: number;
  private size = 0;
  private readers = 0;
  private forgotten = false;
  private closed = false;

  constructor() {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-answer-'));
    const file = join(folder, 'answer.json');
    this.fd = openSync(file, 'w+');
    rmSync(folder, { recursive: true, force: true });
  }

  get bytes(): number {
    return this.size;
  }

  add(chunk: Uint8Array): void {
    for (let written = 0; written < chunk.length;) written += writeSync(this.fd, chunk, written, chunk.length - written, this.size + written);
    this.size += chunk.length;
  }

  /** At most `length` bytes from `offset`, in a buffer of their own (empty past the end). */
  read(offset: number, length: number): Uint8Array {
    const bytes = Buffer.allocUnsafe(Math.max(0, Math.min(length, this.size - offset)));
    let done = 0;
    while (done < bytes.length) {
      const read = readSync(this.fd, bytes, done, bytes.length - done, offset + done);
      if (read === 0) break;
      done += read;
    }
    return bytes.subarray(0, done);
  }

  /** Keeps the file open while an answer is written from it; call the returned function when it ends. */
  hold(): () => void {
    this.readers += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.readers -= 1;
      this.closeIfUnused();
    };
  }

  forget(): void {
    this.forgotten = true;
    this.closeIfUnused();
  }

  private closeIfUnused(): void {
    if (!this.forgotten || this.readers > 0 || this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }
}

export class AnswerCache {
  /** In order of use, least recent first. */
  private readonly answers = new Map<string, KeptAnswer>();
  private bytes = 0;
  /** Counts data changes: an answer begun before one is not kept. */
  private generation = 0;

  constructor(
    private readonly maxBytes = KEPT_ANSWERS_MAX_BYTES,
    private readonly minBytes = KEPT_ANSWER_MIN_BYTES,
  ) {}

  get keptBytes(): number {
    return this.bytes;
  }

  /** Forgets every answer: the data they were written from changed. */
  clear(): void {
    for (const answer of this.answers.values()) answer.forget();
    this.answers.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  /** The kept answer, which becomes the most recently used. */
  get(key: string): KeptAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  /**
   * Keeps the answer about to be written for `key` once it has ended whole, if no data changed since
   * this call (the answer is read from the live data as it is written), it is at least minBytes and it
   * fits the bound. Chunks wait in memory until there are minBytes of them (most answers are small),
   * then go to the answer's file as they come.
   */
  keeper(key: string): AnswerKeeper {
    const generation = this.generation;
    let waiting: Uint8Array[] | undefined = [];
    let file: KeptAnswer | undefined;
    let bytes = 0;
    const drop = () => {
      waiting = undefined;
      file?.forget();
      file = undefined;
    };
    return {
      add: (chunk) => {
        if (!waiting) return;
        bytes += chunk.length;
        if (bytes > this.maxBytes) return drop();
        if (!file && bytes < this.minBytes) {
          // Copied: the writer may reuse its buffer.
          waiting.push(chunk.slice());
          return;
        }
        if (!file) {
          file = new KeptAnswer();
          for (const kept of waiting) file.add(kept);
          waiting.length = 0;
        }
        file.add(chunk);
      },
      done: () => {
        if (file && generation === this.generation && bytes >= this.minBytes) {
          this.keep(key, file);
          file = undefined;
        }
        drop();
      },
      abandon: drop,
    };
  }

  private keep(key: string, answer: KeptAnswer): void {
    this.forget(key);
    for (const oldest of this.answers.keys()) {
      if (this.bytes + answer.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
    this.answers.set(key, answer);
    this.bytes += answer.bytes;
  }

  private forget(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.bytes -= answer.bytes;
    answer.forget();
  }
}
