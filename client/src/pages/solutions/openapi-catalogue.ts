import { CalendarApi, CompanyApi, PolicyApi, ProjectApi } from '@aikc/shared/api-paths';
import type { Envelope } from '@aikc/shared/envelope';
import { CompanyFilterSchema, PolicyFilterSchema, ProjectFilterSchema } from '@aikc/shared/filters';
import { CompanyIpQuerySchema } from '@aikc/shared/schemas/company';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import { CalendarDayQuerySchema, CalendarMonthQuerySchema, ClosingSoonQuerySchema } from '@aikc/shared/schemas/project';
import type { ListResult } from '@aikc/shared/schemas/search';

/** One row of the endpoint table. */
export interface Endpoint {
  group: string;
  name: string;
  method: string;
  path: string;
  params: string;
  returns: string;
}

type Described = Omit<Endpoint, 'group' | 'path'>;

const keys = (schema: { shape: object }) => Object.keys(schema.shape).join('、');

/*
 * Each area's description is keyed by the real path names of shared/src/api-paths.ts: a call added there
 * fails the type check here until it is described, so the table cannot drift from the API.
 */
const POLICY: Record<keyof typeof PolicyApi, Described> = {
  list: { name: '政策检索', method: 'POST', params: keys(PolicyFilterSchema), returns: '政策列表、分页信息及各筛选项的结果数量' },
  detail: { name: '政策详情', method: 'GET / POST', params: 'id', returns: '政策全文、发文机关、有效期、附件、解读及关联申报项目' },
  attachment: { name: '政策附件下载', method: 'GET', params: 'id（附件ID）', returns: '附件文件' },
};
const PROJECT: Record<keyof typeof ProjectApi, Described> = {
  list: { name: '申报项目检索', method: 'POST', params: keys(ProjectFilterSchema), returns: '项目列表、申报状态、剩余天数及筛选项结果数量' },
  detail: { name: '申报项目详情', method: 'GET / POST', params: 'id', returns: '申报条件、申报材料、支持方式、申报时间及关联政策' },
  closingSoon: { name: '即将截止项目', method: 'GET / POST', params: keys(ClosingSoonQuerySchema), returns: '指定天数内截止申报的项目' },
};
const CALENDAR: Record<keyof typeof CalendarApi, Described> = {
  month: { name: '申报日历（月）', method: 'GET / POST', params: keys(CalendarMonthQuerySchema), returns: '当月每日开始与截止的申报项目数量' },
  day: { name: '申报日历（日）', method: 'GET / POST', params: keys(CalendarDayQuerySchema), returns: '当日开始、截止或处于申报期的项目' },
};
const COMPANY: Record<keyof typeof CompanyApi, Described> = {
  list: { name: '企业检索', method: 'POST', params: keys(CompanyFilterSchema), returns: '企业列表、经营状态、行业、地区及资质标签' },
  detail: { name: '企业详情', method: 'GET / POST', params: 'id', returns: '工商登记信息、经营状态、资质标签及知识产权概况' },
  ipList: { name: '企业知识产权', method: 'GET / POST', params: keys(CompanyIpQuerySchema), returns: '发明专利、实用新型、外观设计、软件著作权明细' },
};

function rows<K extends string>(group: string, paths: Record<K, string>, described: Record<K, Described>): Endpoint[] {
  return (Object.keys(paths) as K[]).map((k) => ({ group, path: paths[k], ...described[k] }));
}

/** The open data calls, in the order the page lists them. */
export const ENDPOINTS: Endpoint[] = [
  ...rows('政策', PolicyApi, POLICY),
  ...rows('项目', ProjectApi, PROJECT),
  ...rows('申报日历', CalendarApi, CALENDAR),
  ...rows('企业', CompanyApi, COMPANY),
];

/** What a policy search answers, typed against the real contract so the example keeps its shape. */
export const EXAMPLE_RESPONSE: Envelope<ListResult<PolicyListItem>> = {
  code: 200,
  msg: '操作成功',
  data: {
    list: [
      {
        id: 10001,
        title: '（示例）关于组织开展科技型中小企业评价工作的通知',
        title_html: '（示例）关于组织开展<em>科技型中小企业</em>评价工作的通知',
        snippet_html: '……符合条件的<em>科技型中小企业</em>可自主登录服务平台填报信息……',
        doc_no: '',
        agency: '某省科学技术厅',
        level: 'provincial',
        level_name: '省级',
        region_code: '440000',
        region_name: '广东省',
        type: { id: 3, name: '通知公告' },
        labels: [{ id: 12, name: '科技型中小企业' }],
        publish_date: '2026-03-15',
        validity: 'valid',
        validity_name: '有效',
        reprints: [],
      },
    ],
    current: 1,
    pageSize: 15,
    total: 1,
    facets: {
      level: [{ value: 'provincial', label: '省级', count: 1 }],
      validity: [{ value: 'valid', label: '有效', count: 1 }],
    },
  },
};
