import * as v from 'valibot';

/** GET /api/config/public: settings the apps read at run time (MAP_TILES_URL on the API). */
export const PublicConfig = v.object({
  mapTilesUrl: v.nullable(v.string()),
  mapAttribution: v.string(),
  /** Issue 15.3: seconds without a touch before the kiosk asks whether the visitor is still there. */
  kioskIdleSeconds: v.pipe(v.number(), v.integer()),
  /** Seconds of that question's countdown before the kiosk signs out and wipes the session. */
  kioskCountdownSeconds: v.pipe(v.number(), v.integer()),
  /**
   * Issue 15.4: the citizen web's address as a phone reaches it (PUBLIC_URL, no trailing slash),
   * for the links the kiosk hands off by QR code; null: none configured (the app's own origin).
   */
  publicUrl: v.nullable(v.string()),
});
export type PublicConfig = v.InferOutput<typeof PublicConfig>;

/** GET /api/health: 200 ok, or 503 degraded with the same shape when the database does not answer. */
export const Health = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.object({
    status: v.picklist(['up', 'down']),
    version: v.optional(v.string()),
    migrations: v.optional(v.pipe(v.number(), v.description('migrations applied'))),
    latencyMs: v.optional(v.number()),
  }),
});
export type Health = v.InferOutput<typeof Health>;
