import type { Generated } from 'kysely';

/** Used open API nonces when Redis is absent (0021). `expires_at` is epoch ms. */
export interface OpenApiNoncesTable {
  key_id: string;
  nonce: string;
  expires_at: number;
}

/** Every stored upload of a user, for the upload quotas (0021). `area`: evaluate | avatar | image. */
export interface UploadLedgerTable {
  id: Generated<number>;
  user_id: number;
  area: string;
  stored_name: string;
  size_bytes: number;
  created_at: number;
  removed_at: number | null;
}

/** The change feed of per-user events the realtime gateway follows (0029). `kind`: unread | order | report | push. */
export interface UserEventsTable {
  seq: Generated<number>;
  user_id: number;
  kind: string;
  payload_json: string;
  at: number;
}

/** One row (id 1): the highest user_events seq pruned so far (0029). */
export interface UserEventsHorizonTable {
  id: number;
  pruned_through: number;
}
