/**
 * What consumers derive from an object (facet columns, a match set), kept on it under their own keys, so the
 * object's module imports none of them; it goes with the object (a reset builds new columns).
 */
export class Memo {
  readonly #held = new Map<string, unknown>();

  /** The value kept under `key`, built by `build` on first use. */
  get<V>(key: string, build: () => V): V {
    let v = this.#held.get(key) as V | undefined;
    if (v === undefined) this.#held.set(key, (v = build()));
    return v;
  }
}
