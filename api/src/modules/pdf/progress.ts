import type { RenderStage } from '@aikc/shared/schemas/assessment';

/**
 * Where each synchronous render stands, for the page that waits on it: the assessment PDF is one request that
 * answers when the file is made, so its button asks this (by user and source) for the queue position meanwhile.
 * In-process, like the queue it mirrors: the renderer and its queue belong to the one active API process.
 */
export class RenderProgress {
  private readonly byKey = new Map<string, { stage: RenderStage; ahead: number }>();

  private static key(userId: number, kind: string, sourceId: number): string {
    return `${userId}:${kind}:${sourceId}`;
  }

  /** An `onStage` callback that records the render's stages under its key; `done()` forgets it. */
  track(userId: number, kind: string, sourceId: number) {
    const key = RenderProgress.key(userId, kind, sourceId);
    this.byKey.set(key, { stage: 'queued', ahead: 0 });
    return {
      onStage: (stage: RenderStage, ahead: number) => void this.byKey.set(key, { stage, ahead }),
      done: () => void this.byKey.delete(key),
    };
  }

  /** The render's stage and the renders ahead of it, or 'idle' when none is under way. */
  get(userId: number, kind: string, sourceId: number): { stage: RenderStage | 'idle'; ahead: number } {
    return this.byKey.get(RenderProgress.key(userId, kind, sourceId)) ?? { stage: 'idle', ahead: 0 };
  }
}
