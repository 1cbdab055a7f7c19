import { createSeed, type SeedData, type SeedOptions } from './seed';

/** Seeds small enough to keep a pristine copy of, so a reset is a clone rather than a reseed. */
const CACHED_SEED_MAX_GARAGES = 1_000;
const pristineSeeds = new Map<string, SeedData>();

/** The seed for these options; small ones are generated once per process and cloned on each call. */
function freshSeed(options: SeedOptions): SeedData {
  if ((options.garages ?? 50) > CACHED_SEED_MAX_GARAGES) return createSeed(options);
  const key = JSON.stringify(options);
  let pristine = pristineSeeds.get(key);
  if (!pristine) {
    pristine = createSeed(options);
    pristineSeeds.set(key, pristine);
  }
  return structuredClone(pristine);
}

/** Who a token belongs to. */
export interface Principal {
  email: string;
  kind: 'admin' | 'subadmin';
}

/**
 * What a change touched: the data the answers are made of, or only the issued tokens (a sign-in),
 * which no answer shows. Both are saved; only a data change makes kept answers stale.
 */
export type StoreChange = 'data' | 'tokens';

export interface Snapshot {
  options: SeedOptions;
  db: SeedData;
  tokens: Record<string, Principal>;
  uploads: Record<string, { type: string; base64: string }>;
}

/** The sandbox's state: seeded data plus what users changed, issued tokens and uploaded files. */
export class SandboxStore {
  db: SeedData;
  tokens: Record<string, Principal> = {};
  uploads: Record<string, { type: string; base64: string }> = {};
  private listeners = new Set<(change: StoreChange) => void>();
  private counter = 0;

  constructor(
    readonly options: SeedOptions = {},
    snapshot?: Snapshot,
  ) {
    this.db = snapshot?.db ?? freshSeed(options);
    if (snapshot) {
      this.tokens = snapshot.tokens;
      this.uploads = snapshot.uploads ?? {};
    }
  }

  reset(options: SeedOptions = this.options): void {
    this.db = freshSeed(options);
    this.tokens = {};
    this.uploads = {};
    this.changed();
  }

  snapshot(): Snapshot {
    return { options: this.options, db: this.db, tokens: this.tokens, uploads: this.uploads };
  }

  /** A fresh 24-hex id in the style of the real backend's. */
  newId(): string {
    this.counter += 1;
    return (Date.now().toString(16) + this.counter.toString(16).padStart(6, '0') + 'a'.repeat(24)).slice(0, 24);
  }

  onChange(listener: (change: StoreChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(change: StoreChange = 'data'): void {
    for (const listener of this.listeners) listener(change);
  }
}
