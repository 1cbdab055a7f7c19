/**
 * JSON answers written piece by piece: the same text JSON.stringify gives, but an answer holding a
 * long array (GET /getAllUsers at 100,000 garages is about 360 MB) starts at once and never exists
 * as one string. Objects and arrays of the first levels are walked; each array element is
 * stringified on its own and sent in batches of about CHUNK_CHARS.
 */
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

/** A 200-class JSON response whose body is produced as the client reads it. */
export function streamedJson(value: unknown, status = 200, pacing: StreamPacing = {}): Response {
  const pieces = jsonPieces(value);
  const encoder = new TextEncoder();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pacing.failAfterBytes !== undefined && sent >= pacing.failAfterBytes) {
        controller.error(new Error('Sandbox fault: answer broken off'));
        return;
      }
      if (pacing.chunkDelayMs && sent > 0) await new Promise((resolve) => setTimeout(resolve, pacing.chunkDelayMs));
      let text = '';
      for (let next = pieces.next(); ; next = pieces.next()) {
        if (next.done) {
          if (text) controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        text += next.value;
        if (text.length >= CHUNK_CHARS) break;
      }
      const bytes = encoder.encode(text);
      sent += bytes.length;
      controller.enqueue(bytes);
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}
