import crypto from 'node:crypto';
import type { ScreenSnapshot, ScreenTopic, ScreenData } from '@aikc/shared/schemas/big-screen';

/**
 * The version of a screen's data: a short hash of its JSON. The aggregations give every list a total order,
 * so the same data always serialises the same way and an unchanged database keeps its version.
 */
export function screenVersion(data: unknown): string {
  return crypto.createHash('sha1').update(JSON.stringify(data)).digest('base64url').slice(0, 16);
}

/** The answer of a `sNdata` call: the data with its version and the time it was aggregated. */
export function presentSnapshot<T extends ScreenTopic>(data: ScreenData<T>, generatedAt: number): ScreenSnapshot<T> {
  return { version: screenVersion(data), generated_at: generatedAt, data };
}
