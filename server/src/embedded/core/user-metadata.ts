import type { JsonObject } from './access-tokens';
import type { CoreContext } from './context';

/** Metadata of any user id, known to this core or not (the real core does not check either). */
export async function getUserMetadata(ctx: CoreContext, appId: string, userId: string): Promise<JsonObject> {
  const result = await ctx.db.query<{ metadata: JsonObject }>('SELECT metadata FROM user_metadata WHERE app_id = $1 AND user_id = $2', [appId, userId]);
  return result.rows[0]?.metadata ?? {};
}

/**
 * Shallow merge: each top-level key of the update replaces the stored one (nested objects
 * are replaced, not merged) and a `null` value deletes the key.
 */
export async function updateUserMetadata(ctx: CoreContext, appId: string, userId: string, update: JsonObject): Promise<JsonObject> {
  return ctx.db.transaction(async (tx) => {
    const current = await tx.query<{ metadata: JsonObject }>('SELECT metadata FROM user_metadata WHERE app_id = $1 AND user_id = $2 FOR UPDATE', [
      appId,
      userId,
    ]);
    // A Map, not property assignment: a key such as "__proto__" must stay plain data.
    const entries = new Map(Object.entries(current.rows[0]?.metadata ?? {}));
    for (const [key, value] of Object.entries(update)) {
      if (value === null) entries.delete(key);
      else entries.set(key, value);
    }
    const merged: JsonObject = Object.fromEntries(entries);
    await tx.query(
      `INSERT INTO user_metadata (app_id, user_id, metadata) VALUES ($1, $2, $3)
       ON CONFLICT (app_id, user_id) DO UPDATE SET metadata = EXCLUDED.metadata`,
      [appId, userId, merged],
    );
    return merged;
  });
}

export async function clearUserMetadata(ctx: CoreContext, appId: string, userId: string): Promise<void> {
  await ctx.db.query('DELETE FROM user_metadata WHERE app_id = $1 AND user_id = $2', [appId, userId]);
}
