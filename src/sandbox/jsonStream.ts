/**
 * JSON answers written piece by piece: the same text JSON.stringify gives, but an answer holding a
 * long array (GET /getAllUsers at 100,000 garages is about 360 MB) starts at once and never exists
 * as one string. Objects and arrays of the first levels are walked; each array element is
 * stringified on its own and sent in batches of about CHUNK_CHARS.
 */
import type { AnswerKeeper, KeptAnswer } from './answerCache';

const CHUNK_CHARS = 256 * 1024;
/** Arrays shorter than this, and everything below the walked levels, are stringified whole. */
const WALK_MIN_LENGTH = 64;
const WALK_DEPTH = 3;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  typeof (value as { toJSON?: unknown }).toJSON !== 'function';

/** Pieces of JSON text whose concatenation equals JSON.stringify(value) (for values JSON.stringify accepts). */
export function* jsonPieces(value: unknown, depth = 0): Generator<string> {
  if (depth < WALK_DEPTH && Array.isArray(value) && (value.length >= WALK_MIN_LENGTH || depth < WALK_DEPTH - 1)) {
    yield '[';
    for (let index = 0; index < value.length; index++) {
      if (index > 0) yield ',';
      const element = value[index];
      // As JSON.stringify: undefined, functions and symbols in arrays become null.
      if (element === undefined || typeof element === 'function' || typeof element === 'symbol') yield 'null';
      else yield* jsonPieces(element, depth + 1);
    }
    yield ']';
    return;
  }
  if (depth < WALK_DEPTH - 1 && isPlainObject(value)) {
    yield '{';
    let first = true;
    for (const [key, field] of Object.entries(value)) {
      if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
      yield `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      yield* jsonPieces(field, depth + 1);
    }
    yield '}';
    return;
  }
  yield JSON.stringify(value) ?? 'null';
}

export interface StreamPacing {
  /** Pause before each piece after the first. */
  chunkDelayMs?: number;
  /** Error the stream once this many bytes have been sent. */
  failAfterBytes?: number;
}

const encoder = new TextEncoder();
/** Pieces of a kept answer written at transfer speed (a paced one goes in pieces of the streamed answer's size). */
const KEPT_PIECE_BYTES = 1024 * 1024;

const isPaced = (pacing: StreamPacing) => Boolean(pacing.chunkDelayMs) || pacing.failAfterBytes !== undefined;

/**
 * A 200-class JSON response whose body is each chunk `next` gives (undefined: the end), paced as asked.
 * `cache` says, as a server's X-Cache header does, whether it comes from kept bytes (HIT) or is being
 * kept (MISS); `ended` is told once the body has ended, whole or not.
 */
function pacedJson(
  next: () => Uint8Array | undefined,
  status: number,
  pacing: StreamPacing,
  { keeper, cache, ended }: { keeper?: AnswerKeeper; cache?: 'HIT' | 'MISS'; ended?: () => void } = {},
): Response {
  let sent = 0;
  const brokenOff = () => {
    keeper?.abandon();
    ended?.();
  };
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // A slow network's pause comes before the break too: a stalled answer, then a dropped one.
        if (pacing.chunkDelayMs && sent > 0) await new Promise((resolve) => setTimeout(resolve, pacing.chunkDelayMs));
        if (pacing.failAfterBytes !== undefined && sent >= pacing.failAfterBytes) {
          brokenOff();
          controller.error(new Error('Sandbox fault: answer broken off'));
          return;
        }
        let bytes = next();
        if (!bytes) {
          keeper?.done();
          ended?.();
          controller.close();
          return;
        }
        // A break inside this piece: what comes before it arrives (a small list breaks part-way too).
        if (pacing.failAfterBytes !== undefined) bytes = bytes.subarray(0, Math.max(1, pacing.failAfterBytes - sent));
        sent += bytes.length;
        keeper?.add(bytes);
        controller.enqueue(bytes);
      },
      cancel: brokenOff,
    },
    // With a break to come, pieces are made as they are read, not ahead: the body errors after the bytes
    // before the break were read (an error drops what is still queued).
    { highWaterMark: pacing.failAfterBytes === undefined ? 1 : 0 },
  );
  return new Response(body, { status, headers: { 'Content-Type': 'application/json', ...(cache ? { 'X-Cache': cache } : {}) } });
}

/**
 * A 200-class JSON response whose body is produced as the client reads it, in pieces of about
 * CHUNK_CHARS; `keeper` is told each chunk and the end (to keep the answer's bytes).
 */
export function streamedJson(value: unknown, status = 200, pacing: StreamPacing = {}, keeper?: AnswerKeeper): Response {
  const pieces = jsonPieces(value);
  let ended = false;
  return pacedJson(
    () => {
      let text = '';
      while (!ended && text.length < CHUNK_CHARS) {
        const next = pieces.next();
        if (next.done) ended = true;
        else text += next.value;
      }
      return text ? encoder.encode(text) : undefined;
    },
    status,
    pacing,
    keeper && { keeper, cache: 'MISS' },
  );
}

/**
 * A kept answer written again, read from its file a piece at a time; when a fault paces the answer, in
 * pieces of the streamed answer's size, so a slow network stays as slow.
 */
export function keptJson(answer: KeptAnswer, pacing: StreamPacing = {}, status = 200): Response {
  const pieceBytes = isPaced(pacing) ? CHUNK_CHARS : KEPT_PIECE_BYTES;
  const letGo = answer.hold();
  let offset = 0;
  return pacedJson(
    () => {
      const piece = offset < answer.bytes ? answer.read(offset, pieceBytes) : undefined;
      if (!piece?.length) return undefined;
      offset += piece.length;
      return piece;
    },
    status,
    pacing,
    { cache: 'HIT', ended: letGo },
  );
}
