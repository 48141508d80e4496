/** The open API's paths, versioned. Express patterns (`:id`); the OpenAPI document writes them as `{id}`. */
export const OPENAPI_PREFIX = '/openapi/v1';

export const OpenApiV1 = {
  policies: `${OPENAPI_PREFIX}/policies`,
  policy: `${OPENAPI_PREFIX}/policies/:id`,
  projects: `${OPENAPI_PREFIX}/projects`,
  project: `${OPENAPI_PREFIX}/projects/:id`,
  companies: `${OPENAPI_PREFIX}/companies`,
  company: `${OPENAPI_PREFIX}/companies/:id`,
  /** Projects a company fits (the 政策匹配 engine of the AI assistant). */
  matches: `${OPENAPI_PREFIX}/matches`,
  /** The OpenAPI 3.1 document itself (unsigned, free). */
  document: `${OPENAPI_PREFIX}/openapi.json`,
} as const;

/** `/openapi/v1/policies/:id` → `/openapi/v1/policies/{id}` for the OpenAPI document. */
export function openApiPathTemplate(expressPath: string): string {
  return expressPath.replace(/:([a-z_]+)/g, '{$1}');
}
