/**
 * Whole-list answers kept as the bytes they were written as, the way a server's cache keeps them until
 * their data changes. The first answer is streamed from the data as ever and its chunks are kept as
 * they go; the same request after it is written from those bytes at transfer speed, instead of walking
 * and encoding hundreds of megabytes again (GET /getAllUsers at 100,000 garages is 363 MB).
 */
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

/** Told each chunk of an answer as it is sent, and when the answer has ended whole. */
export interface AnswerKeeper {
  add(chunk: Uint8Array): void;
  done(): void;
}

interface KeptAnswer {
  chunks: readonly Uint8Array[];
  bytes: number;
}

/** Chunks that lie side by side in one buffer (as slabEncoder writes them) joined into one view, without copying. */
function joined(chunks: readonly Uint8Array[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (const chunk of chunks) {
    const last = out.at(-1);
    if (last && last.buffer === chunk.buffer && last.byteOffset + last.length === chunk.byteOffset) {
      out[out.length - 1] = new Uint8Array(last.buffer, last.byteOffset, last.length + chunk.length);
    } else out.push(chunk);
  }
  return out;
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
    this.answers.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  /** The kept answer's chunks, which becomes the most recently used. */
  get(key: string): readonly Uint8Array[] | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer.chunks;
  }

  /**
   * Keeps the answer about to be written for `key` once it has ended whole, if no data changed since
   * this call (the answer is read from the live data as it is written), it is at least minBytes and it
   * fits the bound. The chunks are held as they go, up to maxBytes.
   */
  keeper(key: string): AnswerKeeper {
    const generation = this.generation;
    let chunks: Uint8Array[] | undefined = [];
    let bytes = 0;
    return {
      add: (chunk) => {
        if (!chunks) return;
        bytes += chunk.length;
        if (bytes > this.maxBytes) chunks = undefined;
        else chunks.push(chunk);
      },
      done: () => {
        if (chunks && generation === this.generation && bytes >= this.minBytes) this.keep(key, joined(chunks), bytes);
        chunks = undefined;
      },
    };
  }

  private keep(key: string, chunks: readonly Uint8Array[], bytes: number): void {
    this.forget(key);
    for (const oldest of this.answers.keys()) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
    this.answers.set(key, { chunks, bytes });
    this.bytes += bytes;
  }

  private forget(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.bytes -= answer.bytes;
  }
}
