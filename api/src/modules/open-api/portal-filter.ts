/**
 * The portal's search filter from the open API's parameters (issue 29): a parameter is the filter field of the
 * same name unless `renamed` says otherwise, and the fields the open API does not offer keep the portal's
 * defaults. So a filter added to the portal schema and the open API's query schema under one name reaches
 * the search without a line here. A parameter with no field of its (new) name does not compile.
 */
type Renamed<Q, R> = { [K in keyof Q as K extends keyof R ? R[K] & string : K]: Q[K] };
/** Every parameter names a field of the filter, with a value of its type. */
type Fits<F, Q, R> = [Exclude<keyof Renamed<Q, R>, keyof F>] extends [never]
  ? Renamed<Q, R> extends Partial<F>
    ? unknown
    : never
  : never;

export function portalFilter<F extends object, Q extends object, R extends Partial<Record<keyof Q, keyof F>>>(
  defaults: F,
  q: Q & Fits<F, Q, R>,
  renamed: R,
): F {
  const out = { ...defaults } as Record<string, unknown>;
  for (const [key, value] of Object.entries(q)) {
    const name = (renamed as Record<string, string | undefined>)[key] ?? key;
    // Types guard this; a query schema built with a looser type must still not add fields the filter lacks.
    if (!Object.hasOwn(out, name)) throw new Error(`open API parameter ${key} has no filter field ${name}`);
    if (value !== undefined) out[name] = value;
  }
  return out as F;
}
