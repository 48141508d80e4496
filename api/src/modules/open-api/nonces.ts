import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EphemeralStore } from '../../lib/ephemeral-store.ts';

/** Records a key's nonce once: true for its first use within `ttlMs`, false for a replay. */
export interface NonceRegistry {
  claim(keyId: string, nonce: string, ttlMs: number): Promise<boolean>;
}

/** With REDIS_URL: the shared ephemeral store (one atomic INCR; every API instance sees it). */
export function storeNonces(store: EphemeralStore): NonceRegistry {
  return {
    claim: async (keyId, nonce, ttlMs) => (await store.incr(`oa:nonce:${keyId}:${nonce}`, ttlMs)) === 1,
  };
}

/** Expired rows are removed at most this often (by whichever process claims a nonce then). */
const PRUNE_EVERY_MS = 60_000;

/**
 * Without Redis: the openapi_nonces table (migration 0021), so a nonce stays used across a restart and between
 * API processes (the standby that takes over reads the same database). One statement decides: the insert wins
 * on a new (key, nonce); on a conflict it only takes over a row whose window has passed. A replay inside the
 * window changes no row and returns nothing.
 */
export function databaseNonces(db: Kysely<Database>, now: () => number): NonceRegistry {
  let prunedAt = 0;
  return {
    async claim(keyId, nonce, ttlMs) {
      const t = now();
      if (t - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = t;
        await db.deleteFrom('openapi_nonces').where('expires_at', '<=', t).execute();
      }
      const won = await db
        .insertInto('openapi_nonces')
        .values({ key_id: keyId, nonce, expires_at: t + ttlMs })
        .onConflict((oc) =>
          oc
            .columns(['key_id', 'nonce'])
            .doUpdateSet({ expires_at: t + ttlMs })
            .where('openapi_nonces.expires_at', '<=', t),
        )
        .returning('nonce')
        .executeTakeFirst();
      return won !== undefined;
    },
  };
}
