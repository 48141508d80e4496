import { Button, Col, Descriptions, Row, Space, Steps, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@aikc/shared/constants';
import { OPENAPI_ERRORS, OPENAPI_ERROR_CODES } from '@aikc/shared/open-api/errors';
import { openApiPathTemplate, OpenApiV1 } from '@aikc/shared/open-api/paths';
import { OPENAPI_HEADERS, SIGNING_ALGORITHM, TIMESTAMP_SKEW_SECONDS } from '@aikc/shared/open-api/signing';
import curlExample from '../../../../docs/openapi-examples/curl.sh?raw';
import javaExample from '../../../../docs/openapi-examples/AikcOpenApi.java?raw';
import nodeExample from '../../../../docs/openapi-examples/node.mjs?raw';
import pythonExample from '../../../../docs/openapi-examples/python.py?raw';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { ScrollTable } from '../../components/common/scroll-table.tsx';
import { ApiReferenceViewer } from '../../features/open-api/api-reference-viewer.tsx';
import { Heading, SOLUTION_CRUMBS } from './solution-page.tsx';
import './solutions.css';

const CALLS = [
  {
    name: '政策检索',
    path: OpenApiV1.policies,
    params: '关键词、地区、层级、标签、发文机构、类型、有效性、发布日期、分页',
  },
  { name: '政策详情', path: OpenApiV1.policy, params: '政策ID' },
  {
    name: '申报项目检索',
    path: OpenApiV1.projects,
    params: '关键词、地区、层级、标签、类型、申报状态、资助额度（元）、分页',
  },
  { name: '申报项目详情', path: OpenApiV1.project, params: '项目ID（含申报截止时刻）' },
  { name: '企业检索', path: OpenApiV1.companies, params: '企业名称，或统一社会信用代码精确查询' },
  { name: '企业详情', path: OpenApiV1.company, params: '企业ID' },
  { name: '政策匹配', path: OpenApiV1.matches, params: '企业ID或统一社会信用代码；返回可申报项目及逐项符合情况' },
].map((c) => ({ ...c, path: openApiPathTemplate(c.path) }));

const CANONICAL = [
  SIGNING_ALGORITHM,
  'GET',
  '/openapi/v1/policies',
  'keyword=%E4%BA%BA%E5%B7%A5%E6%99%BA%E8%83%BD&page=1&page_size=10',
  '1767225600',
  '3f9a1c0e7b2d4a6c8e0f1a2b3c4d5e6f',
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
].join('\n');

const EXAMPLES = [
  { key: 'curl', label: 'curl + openssl', code: curlExample },
  { key: 'python', label: 'Python', code: pythonExample },
  { key: 'java', label: 'Java', code: javaExample },
  { key: 'node', label: 'Node.js', code: nodeExample },
];
/** The address the example files (docs/openapi-examples) are written against; the page shows the portal's own. */
const EXAMPLE_BASE = 'http://localhost:8080';

/**
 * The portal's address for the examples: the OpenAPI document's server (the API's PUBLIC_BASE_URL), and until it
 * answers, the address this page was opened at.
 */
function usePublicBaseUrl(): string {
  const doc = useQuery({
    queryKey: ['openapi', 'document-server'],
    queryFn: async ({ signal }) => {
      const res = await fetch(OpenApiV1.document, { signal });
      const body = (await res.json()) as { servers?: { url?: string }[] };
      return body.servers?.[0]?.url ?? null;
    },
    staleTime: Infinity,
    retry: false,
  });
  return doc.data ?? (typeof window === 'undefined' ? EXAMPLE_BASE : window.location.origin);
}

/** /szhfa/openapi: the open API as it is: how to get a key, the signing rule, limits, refusals, examples, the reference. */
export function OpenApiPage() {
  const base = usePublicBaseUrl();
  return (
    <PageFrame
      title="开放平台"
      crumbs={SOLUTION_CRUMBS}
      subtitle="以签名接口开放与本平台同源的政策、申报项目、企业数据与政策匹配"
    >
      <div className="solution__hero">
        <div>
          <div className="solution__hero-label">{PRODUCT_NAME}开放接口 v1</div>
          <p>
            银行、产业园区与企业服务机构可在自有系统中调用与门户同源、同检索的政策、申报项目与企业数据：JSON
            字段为稳定的英文名称，日期为 ISO 8601，金额以元为单位。
          </p>
        </div>
        <Space>
          <Link to="/user/api_keys">
            <Button type="primary" size="large">
              获取密钥
            </Button>
          </Link>
          <Link to="/user/api_order">
            <Button size="large">购买套餐</Button>
          </Link>
          <a href={OpenApiV1.document} target="_blank" rel="noreferrer">
            <Button size="large">OpenAPI 文档</Button>
          </a>
        </Space>
      </div>

      <Heading>接入流程</Heading>
      <Steps
        className="openapi__steps"
        items={[
          { title: '注册登录', content: '使用手机号注册并登录本平台' },
          { title: '获得调用次数', content: '开通会员获得每日额度，或购买接口套餐' },
          { title: '创建密钥', content: '在个人中心「开放接口密钥」创建，Secret 仅显示一次' },
          { title: '签名调用', content: '按下方规则签名，参考示例代码完成联调' },
        ]}
      />

      <Heading>接口列表</Heading>
      <ScrollTable
        label="接口列表"
        size="middle"
        bordered
        pagination={false}
        rowKey="path"
        dataSource={CALLS}
        columns={[
          { title: '接口', dataIndex: 'name', width: 140 },
          {
            title: '请求',
            dataIndex: 'path',
            width: 300,
            render: (p: string) => <code className="openapi__code">GET {p}</code>,
          },
          { title: '主要参数', dataIndex: 'params' },
        ]}
      />
      <p className="openapi__note">
        政策匹配接口与门户「政策匹配」使用同一引擎。接口数据与本平台展示数据同源，政策内容以发文机关正式发布的文本为准。
      </p>

      <Heading>签名规则</Heading>
      <Row gutter={24}>
        <Col xs={24} lg={11}>
          <Descriptions bordered column={1} size="small" styles={{ label: { width: 150 } }}>
            <Descriptions.Item label={OPENAPI_HEADERS.key}>密钥ID（ak_ 开头）</Descriptions.Item>
            <Descriptions.Item label={OPENAPI_HEADERS.timestamp}>
              Unix 时间戳（秒），与服务器时间相差不得超过 {TIMESTAMP_SKEW_SECONDS / 60} 分钟
            </Descriptions.Item>
            <Descriptions.Item label={OPENAPI_HEADERS.nonce}>
              16-64 位字母、数字、下划线或连字符，10 分钟内不得重复
            </Descriptions.Item>
            <Descriptions.Item label={OPENAPI_HEADERS.signature}>
              HMAC-SHA256(Secret, 签名原文) 的小写十六进制
            </Descriptions.Item>
          </Descriptions>
          <ol className="openapi__text openapi__rules">
            <li>签名原文为七行，以换行符 \n 连接，末尾无换行。</li>
            <li>第三行为请求路径，不含域名与查询串。</li>
            <li>
              第四行为查询参数：名称与值分别按 RFC 3986 编码（仅 A-Z a-z 0-9 - . _ ~ 不编码，空格为
              %20），按名称、再按值的字节序排序，以 name=value 用 &amp; 连接；无参数时为空行。
            </li>
            <li>第七行为请求体的 SHA-256 小写十六进制；GET 请求为空串的摘要。</li>
          </ol>
        </Col>
        <Col xs={24} lg={13}>
          <div className="openapi__example-title">签名原文示例</div>
          <pre className="openapi__example" tabIndex={0} aria-label="待签名字符串示例">
            {CANONICAL}
          </pre>
        </Col>
      </Row>

      <Heading>限额与错误码</Heading>
      <p className="openapi__text">
        每个密钥默认每秒 3 次请求，超出返回 HTTP 429 并带 Retry-After；调用次数来自会员每日额度与已购接口套餐，用完返回
        HTTP 403（quota_exhausted）。每个应答的 {OPENAPI_HEADERS.quotaRemaining}{' '}
        头给出剩余调用次数；仅成功返回数据的调用计费。
      </p>
      <ScrollTable
        label="错误码"
        size="small"
        bordered
        pagination={false}
        rowKey="error"
        dataSource={OPENAPI_ERROR_CODES.map((error) => ({ error, ...OPENAPI_ERRORS[error] }))}
        columns={[
          {
            title: 'error',
            dataIndex: 'error',
            width: 190,
            render: (v: string) => <code className="openapi__code">{v}</code>,
          },
          { title: 'HTTP', dataIndex: 'status', width: 70 },
          { title: '说明（msg）', dataIndex: 'msg' },
        ]}
      />

      <Heading>示例代码</Heading>
      <Tabs
        items={EXAMPLES.map((e) => ({
          key: e.key,
          label: e.label,
          children: (
            <pre className="openapi__example openapi__example--code" tabIndex={0} aria-label={`${e.label} 示例代码`}>
              {e.code.replaceAll(EXAMPLE_BASE, base)}
            </pre>
          ),
        }))}
      />

      <Heading>接口参考</Heading>
      <ApiReferenceViewer />
    </PageFrame>
  );
}
