import { z } from 'zod';
import { OPENAPI_ERRORS, type OpenApiErrorCode } from '@aikc/shared/open-api/errors';
import { openApiPathTemplate, OpenApiV1 } from '@aikc/shared/open-api/paths';
import {
  envelopeOf,
  OpenErrorSchema,
  OpenCompanyItemSchema,
  OpenPolicyItemSchema,
  OpenProjectItemSchema,
} from '@aikc/shared/open-api/responses';
import { OPENAPI_HEADERS, SIGNING_ALGORITHM, TIMESTAMP_SKEW_SECONDS } from '@aikc/shared/open-api/signing';
import { OPEN_ROUTES } from './catalogue.ts';

type Json = Record<string, unknown>;

const DESCRIPTION = `AI科策云开放接口：政策、申报项目与企业数据，与门户同源同检索。

## 签名
每个请求在请求头携带 \`${OPENAPI_HEADERS.key}\`（密钥ID）、\`${OPENAPI_HEADERS.timestamp}\`（Unix秒）、\`${OPENAPI_HEADERS.nonce}\`（16-64位随机串，10分钟内不得重复）与 \`${OPENAPI_HEADERS.signature}\`。
签名原文为以下七行以换行符（\\n）连接（末尾无换行）：

\`\`\`
${SIGNING_ALGORITHM}
请求方法（大写，如 GET）
请求路径（不含查询串，如 /openapi/v1/policies）
排序后的查询串（名称与值按 RFC 3986 编码后按名称、再按值的字节序排序，以 & 连接；无参数时为空行）
时间戳
随机串
请求体的 SHA-256（小写十六进制；GET 为空串的摘要 e3b0c442…b855）
\`\`\`

签名 = HMAC-SHA256(密钥Secret, 签名原文) 的小写十六进制。时间戳与服务器时间相差超过 ${TIMESTAMP_SKEW_SECONDS / 60} 分钟的请求将被拒绝。

## 限额
每个密钥默认每秒 3 次（超出返回 429 并带 \`Retry-After\`）；调用次数来自会员每日额度与已购接口套餐，用完返回 403（\`quota_exhausted\`，剩余 0）。每个应答的 \`${OPENAPI_HEADERS.quotaRemaining}\` 头给出剩余次数。仅成功返回数据的调用计费。

## 政策匹配
\`${OpenApiV1.matches}\` 与门户「政策匹配」使用同一引擎：按企业ID或统一社会信用代码返回可申报项目及逐项符合情况。`;

/** Draft 2020-12 JSON Schema from zod, minus the per-document keys a component must not carry. */
function jsonSchema(s: z.ZodType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(s, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
  delete out.$schema;
  return out;
}

function parameters(route: (typeof OPEN_ROUTES)[number]): Json[] {
  const schema = jsonSchema(route.input, 'input') as { properties: Record<string, Json>; required?: string[] };
  const inPath = new Set([...route.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]));
  return Object.entries(schema.properties).map(([name, prop]) => {
    const { description, ...rest } = prop;
    // A date's format says it; zod's calendar regex beside it only clutters the reference. Empty defaults say nothing.
    if (rest.format === 'date') delete rest.pattern;
    if (rest.default === '' || (Array.isArray(rest.default) && rest.default.length === 0)) delete rest.default;
    return {
      name,
      in: inPath.has(name) ? 'path' : 'query',
      required: inPath.has(name) || ((schema.required ?? []).includes(name) && !('default' in prop)),
      description,
      schema: rest,
    };
  });
}

const REFUSALS: Record<string, OpenApiErrorCode[]> = {
  '400': ['invalid_params', 'nonce_invalid'],
  '401': ['missing_credentials', 'unknown_key', 'timestamp_expired', 'nonce_reused', 'signature_invalid'],
  '403': ['key_disabled', 'quota_exhausted'],
  '404': ['not_found'],
  '429': ['rate_limited'],
};

const header = (description: string, schema: Json = { type: 'string' }) => ({ description, schema });

/** The OpenAPI 3.1 document of /openapi/v1, generated from the shared zod schemas (built once, kept). */
export function buildOpenApiDocument(serverUrl: string): Json {
  const reg = z.registry<{ id: string }>();
  reg.add(OpenPolicyItemSchema, { id: 'PolicyItem' });
  reg.add(OpenProjectItemSchema, { id: 'ProjectItem' });
  reg.add(OpenCompanyItemSchema, { id: 'CompanyItem' });
  reg.add(OpenErrorSchema, { id: 'Error' });
  for (const r of OPEN_ROUTES) {
    reg.add(r.data, { id: r.dataName });
    reg.add(envelopeOf(r.data), { id: `${r.dataName}Answer` });
  }
  const generated = z.toJSONSchema(reg, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  const schemas: Record<string, Json> = {};
  for (const [id, s] of Object.entries(generated.schemas)) {
    const { $schema: _s, $id: _i, ...rest } = s;
    schemas[id] = rest;
  }
  const quota = header('剩余调用次数（会员当日额度＋接口套餐），不限时为 unlimited');
  const common = {
    [OPENAPI_HEADERS.quotaRemaining]: quota,
    [OPENAPI_HEADERS.requestId]: header('请求编号，反馈问题时请提供'),
  };
  const paths: Record<string, Json> = {};
  for (const r of OPEN_ROUTES) {
    const responses: Record<string, Json> = {
      '200': {
        description: '成功',
        headers: {
          ...common,
          [OPENAPI_HEADERS.rateLimit]: header('该密钥每秒请求上限', { type: 'string' }),
          [OPENAPI_HEADERS.rateRemaining]: header('本秒剩余请求数'),
        },
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${r.dataName}Answer` } } },
      },
    };
    for (const [status, codes] of Object.entries(REFUSALS)) {
      responses[status] = {
        description: codes.map((c) => `\`${c}\`：${OPENAPI_ERRORS[c].msg}`).join('；'),
        headers: status === '429' ? { ...common, 'Retry-After': header('建议等待的秒数', { type: 'string' }) } : common,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    paths[openApiPathTemplate(r.path)] = {
      get: {
        operationId: r.operationId,
        tags: [r.tag],
        summary: r.summary,
        description: r.description,
        parameters: parameters(r),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'AI科策云开放接口', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: serverUrl.replace(/\/+$/, ''), description: '门户地址' }],
    tags: [{ name: '政策' }, { name: '申报项目' }, { name: '企业' }],
    security: [{ AikcKey: [], AikcTimestamp: [], AikcNonce: [], AikcSignature: [] }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        AikcKey: {
          type: 'apiKey',
          in: 'header',
          name: OPENAPI_HEADERS.key,
          description: '密钥ID（ak_开头），在个人中心「开放接口密钥」创建',
        },
        AikcTimestamp: {
          type: 'apiKey',
          in: 'header',
          name: OPENAPI_HEADERS.timestamp,
          description: 'Unix时间戳（秒）',
        },
        AikcNonce: {
          type: 'apiKey',
          in: 'header',
          name: OPENAPI_HEADERS.nonce,
          description: '16-64位随机串，10分钟内不得重复',
        },
        AikcSignature: {
          type: 'apiKey',
          in: 'header',
          name: OPENAPI_HEADERS.signature,
          description: 'HMAC-SHA256签名（小写十六进制），规则见文档说明',
        },
      },
    },
  };
}
