import type { z } from 'zod';
import { OpenApiV1 } from '@aikc/shared/open-api/paths';
import {
  CompanySearchQuerySchema,
  IdPathSchema,
  MatchQuerySchema,
  PolicySearchQuerySchema,
  ProjectSearchQuerySchema,
} from '@aikc/shared/open-api/queries';
import {
  OpenCompanyDetailSchema,
  OpenCompanyPageSchema,
  OpenMatchResultSchema,
  OpenPolicyDetailSchema,
  OpenPolicyPageSchema,
  OpenProjectDetailSchema,
  OpenProjectPageSchema,
} from '@aikc/shared/open-api/responses';

/** One call of the open API: what routes.ts binds and what document.ts describes, from the same schemas. */
export interface OpenRoute {
  operationId:
    | 'searchPolicies'
    | 'getPolicy'
    | 'searchProjects'
    | 'getProject'
    | 'searchCompanies'
    | 'getCompany'
    | 'matchProjects';
  path: string;
  tag: string;
  summary: string;
  description: string;
  input: z.ZodObject;
  /** The schema of `data` in a success; its component name in the document. */
  data: z.ZodType;
  dataName: string;
}

export const OPEN_ROUTES: readonly OpenRoute[] = [
  {
    operationId: 'searchPolicies',
    path: OpenApiV1.policies,
    tag: '政策',
    summary: '政策检索',
    description:
      '与门户政策检索相同的数据与检索：关键词（全文、同义缩写）、地区、层级、标签、发文机构、类型、有效性、发布日期，分页返回。',
    input: PolicySearchQuerySchema,
    data: OpenPolicyPageSchema,
    dataName: 'PolicyPage',
  },
  {
    operationId: 'getPolicy',
    path: OpenApiV1.policy,
    tag: '政策',
    summary: '政策详情',
    description: '政策全文（清洗后的HTML）、附件、相关申报项目。',
    input: IdPathSchema,
    data: OpenPolicyDetailSchema,
    dataName: 'PolicyDetail',
  },
  {
    operationId: 'searchProjects',
    path: OpenApiV1.projects,
    tag: '申报项目',
    summary: '申报项目检索',
    description:
      '申报项目库检索：关键词、地区、层级、标签、类型、申报状态、资助额度（元）；每条带申报起止日期、截止时刻与剩余天数。',
    input: ProjectSearchQuerySchema,
    data: OpenProjectPageSchema,
    dataName: 'ProjectPage',
  },
  {
    operationId: 'getProject',
    path: OpenApiV1.project,
    tag: '申报项目',
    summary: '申报项目详情',
    description: '申报条件、申报材料、资助额度（元）、申报截止时刻与依据政策。',
    input: IdPathSchema,
    data: OpenProjectDetailSchema,
    dataName: 'ProjectDetail',
  },
  {
    operationId: 'searchCompanies',
    path: OpenApiV1.companies,
    tag: '企业',
    summary: '企业检索',
    description: '按企业名称检索，或按统一社会信用代码精确查询。',
    input: CompanySearchQuerySchema,
    data: OpenCompanyPageSchema,
    dataName: 'CompanyPage',
  },
  {
    operationId: 'getCompany',
    path: OpenApiV1.company,
    tag: '企业',
    summary: '企业详情',
    description: '工商信息、资质荣誉、知识产权数量、经营数据（金额单位：元）。',
    input: IdPathSchema,
    data: OpenCompanyDetailSchema,
    dataName: 'CompanyDetail',
  },
  {
    operationId: 'matchProjects',
    path: OpenApiV1.matches,
    tag: '政策匹配',
    summary: '政策匹配',
    description:
      '与门户「政策匹配」相同的引擎：按企业ID或统一社会信用代码，返回企业可申报的项目（申报中或即将开始、全国或企业所在省份），逐项对照地区、行业、规模、资质、申报时间，标明符合、不符合或数据不足，按匹配得分排序。',
    input: MatchQuerySchema,
    data: OpenMatchResultSchema,
    dataName: 'MatchResult',
  },
];
