import { Card, Col, Descriptions, Row, Steps, Table, Typography } from 'antd';
import { ApartmentOutlined, CalendarOutlined, FileTextOutlined, ProjectOutlined } from '@ant-design/icons';
import { PRODUCT_NAME, SERVICE_HOURS_TEXT } from '@aikc/shared/constants';
import { DEFAULT_MESSAGES, ResultCode } from '@aikc/shared/result-codes';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { ConsultButton } from '../../features/content/consult-button.tsx';
import { HOTLINE } from '../../lib/config.ts';
import { ENDPOINTS, EXAMPLE_RESPONSE, type Endpoint } from './openapi-catalogue.ts';
import { Heading, SOLUTION_CRUMBS } from './solution-page.tsx';
import './solutions.css';

const DATA_AREAS = [
  { group: '政策', icon: <FileTextOutlined />, text: '国家、省、市、区县四级科技政策的检索、全文、附件与解读。' },
  { group: '项目', icon: <ProjectOutlined />, text: '申报项目的申报条件、材料、支持方式与申报时间，含即将截止项目。' },
  { group: '申报日历', icon: <CalendarOutlined />, text: '按月、按日及地区汇总申报窗口的开始与截止情况。' },
  { group: '企业', icon: <ApartmentOutlined />, text: '企业工商登记、经营状态、资质标签与知识产权明细。' },
];

const CODES = [ResultCode.OK, ResultCode.BAD_REQUEST, ResultCode.UNAUTHORIZED, ResultCode.FORBIDDEN, ResultCode.NOT_FOUND, ResultCode.TOO_MANY_REQUESTS, ResultCode.INTERNAL];
const CODE_NOTES: Partial<Record<number, string>> = {
  [ResultCode.UNAUTHORIZED]: 'API Key 缺失、无效或已停用',
  [ResultCode.FORBIDDEN]: '该 API Key 未开通此接口',
  [ResultCode.TOO_MANY_REQUESTS]: '超出约定的调用频率或日调用量',
};

const ENDPOINT_COLUMNS = [
  { title: '数据类别', dataIndex: 'group', width: 96 },
  { title: '接口名称', dataIndex: 'name', width: 130 },
  { title: '请求方式', dataIndex: 'method', width: 96 },
  { title: '路径', dataIndex: 'path', width: 280, render: (p: string) => <code className="openapi__code">{p}</code> },
  { title: '主要参数', dataIndex: 'params' },
  { title: '返回内容', dataIndex: 'returns', width: 230 },
];

/** /szhfa/openapi: the open data API offering and how to apply for it. */
export function OpenApiPage() {
  return (
    <PageFrame title="开放平台" crumbs={SOLUTION_CRUMBS} subtitle="以标准接口开放政策、项目、企业与申报日历数据能力">
      <div className="solution__hero">
        <div>
          <div className="solution__hero-label">{PRODUCT_NAME}开放平台</div>
          <p>
            面向企业、政府机构、金融机构、产业园区和企业服务机构，以 HTTPS 标准接口提供与本平台同源的政策、项目、申报日历和企业数据，便于接入单位在自有系统中检索、展示和分析。
          </p>
        </div>
        <ConsultButton type="primary" size="large">申请接入</ConsultButton>
      </div>

      <Heading>开放数据</Heading>
      <Row gutter={[16, 16]}>
        {DATA_AREAS.map((a) => (
          <Col span={6} key={a.group}>
            <Card size="small" className="solution__mode">
              <div className="solution__mode-title">
                {a.icon} {a.group}数据
              </div>
              <p>{a.text}</p>
              <p className="openapi__count">{ENDPOINTS.filter((e) => e.group === a.group).length} 个接口</p>
            </Card>
          </Col>
        ))}
      </Row>

      <Heading>接入与认证</Heading>
      <Descriptions bordered column={1} size="middle" styles={{ label: { width: 160 } }}>
        <Descriptions.Item label="传输协议">仅支持 HTTPS，字符编码 UTF-8</Descriptions.Item>
        <Descriptions.Item label="认证方式">每家接入单位分配独立的 API Key，调用时在请求头 Authorization 中携带；API Key 仅可在服务端使用，请勿写入网页或移动应用代码</Descriptions.Item>
        <Descriptions.Item label="请求格式">检索类接口以 POST 提交 JSON 请求体；详情类接口以 GET 查询参数传递</Descriptions.Item>
        <Descriptions.Item label="调用限制">按合作协议约定的调用频率与日调用量执行，超出时返回 code {ResultCode.TOO_MANY_REQUESTS}</Descriptions.Item>
        <Descriptions.Item label="密钥管理">API Key 疑似泄露时，请立即联系客服停用并重新分配</Descriptions.Item>
      </Descriptions>

      <Heading>返回格式</Heading>
      <Row gutter={24}>
        <Col span={10}>
          <Typography.Paragraph className="openapi__text">
            所有接口均返回统一的 JSON 结构 {'{code, msg, data}'}：code 为 {ResultCode.OK} 表示成功，data 为业务数据；其他 code 表示失败，msg 为中文错误说明。
          </Typography.Paragraph>
          <Table
            size="small"
            bordered
            pagination={false}
            rowKey="code"
            dataSource={CODES.map((code) => ({ code, msg: DEFAULT_MESSAGES[code] ?? '', note: CODE_NOTES[code] ?? '' }))}
            columns={[
              { title: 'code', dataIndex: 'code', width: 70 },
              { title: 'msg（默认）', dataIndex: 'msg' },
              { title: '说明', dataIndex: 'note' },
            ]}
          />
        </Col>
        <Col span={14}>
          <div className="openapi__example-title">示例：政策检索（{ENDPOINTS[0]?.path}）返回</div>
          <pre className="openapi__example">{JSON.stringify(EXAMPLE_RESPONSE, null, 2)}</pre>
        </Col>
      </Row>

      <Heading>接口目录</Heading>
      <Table<Endpoint> size="middle" bordered pagination={false} rowKey="path" dataSource={ENDPOINTS} columns={ENDPOINT_COLUMNS} />
      <p className="openapi__note">完整的字段说明与接入地址将在接入申请通过后随接入文档提供。接口数据与本平台展示数据同源，政策内容以发文机关正式发布的文本为准。</p>

      <Heading>申请流程</Heading>
      <Steps
        className="openapi__steps"
        items={[
          { title: '提交申请', content: '点击“申请接入”，选择“商务合作”并填写需求' },
          { title: '需求沟通', content: '确认所需数据范围、调用量与使用场景' },
          { title: '签订协议', content: '签订数据服务协议，分配 API Key' },
          { title: '联调测试', content: '提供接入文档，协助完成联调' },
          { title: '正式上线', content: '按约定的调用限制正式使用' },
        ]}
      />
      <div className="solution__cta">
        <div>
          <div className="solution__cta-title">申请开放接口</div>
          <p>服务热线 {HOTLINE}（{SERVICE_HOURS_TEXT}），或在线提交合作需求，我们将尽快与您联系。</p>
        </div>
        <ConsultButton type="primary" size="large">申请接入</ConsultButton>
      </div>
    </PageFrame>
  );
}
