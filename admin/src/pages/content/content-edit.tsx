import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { App, Card, Result, Spin } from 'antd';
import {
  PageContainer,
  ProForm,
  ProFormCascader,
  ProFormDatePicker,
  ProFormSelect,
  ProFormText,
} from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { AdminAttachment } from '@aikc/shared/admin/schemas/attachments';
import type { ContentDetail, ContentFields } from '@aikc/shared/admin/schemas/content';
import { http } from '../../net/http.ts';
import { RichText } from '../../components/rich-text.tsx';
import { lastCode, REGION_OPTIONS } from '../../components/region-options.ts';
import { isContentKind, kindLabel } from './kinds.ts';
import { NewItemFields } from './new-item-fields.tsx';
import { AttachmentsCard } from './attachments-card.tsx';

/** The edit fields, plus what only a new item needs (an import item's level, type, dates, interpreted policy). */
type Values = Partial<ContentFields> & {
  region?: string[];
  level?: string;
  type?: string;
  apply_start?: string;
  apply_end?: string;
  policy_id?: number;
};

/**
 * A new item is written as an import item (shared/src/schemas/content-import.ts) through the importer; the
 * importer's names differ by kind: news and interpretations call their agency `source`.
 */
function importItem(kind: string, v: Omit<Values, 'region'>, region_code: string | undefined) {
  const { agency, doc_no, ...rest } = v;
  const named = kind === 'news' || kind === 'interpretation' ? { source: agency ?? '' } : { agency };
  return { kind, ...rest, ...named, ...(kind === 'policy' ? { doc_no } : {}), region_code };
}

/** The cascader shows a province → city path for a stored city (or province) code. */
function regionPath(code: string | undefined): string[] | undefined {
  if (!code) return undefined;
  const province = `${code.slice(0, 2)}0000`;
  return code === province ? [province] : [province, code];
}

/** Create or edit one item; the server sanitizes the HTML and writes through the importer's writers. */
export default function ContentEdit() {
  const params = useParams();
  const kind = isContentKind(params.kind) ? params.kind : 'policy';
  const id = params.id ?? 'new';
  const isNew = id === 'new';
  const label = kindLabel(kind);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [initial, setInitial] = useState<Values | null>(isNew ? {} : null);
  const [error, setError] = useState<string | null>(null);
  const [attachments, setAttachments] = useState<AdminAttachment[]>([]);

  useEffect(() => {
    if (isNew) return;
    let live = true;
    http
      .get<ContentDetail>(AdminPaths.contentGet, { kind, id })
      .then((d) => {
        if (!live) return;
        setAttachments(d.attachments ?? []);
        setInitial({ ...d.fields, region: regionPath(d.fields.region_code) });
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [kind, id, isNew]);

  if (error) return <Result status="warning" title={error} />;
  if (!initial) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  const isQa = kind === 'qa';
  const save = async ({ region, ...rest }: Values) => {
    const fields = { ...rest, region_code: lastCode(region) };
    try {
      if (isNew) await http.post(AdminPaths.contentCreate, { item: importItem(kind, rest, fields.region_code) });
      else {
        const { level: _l, type: _t, apply_start: _s, apply_end: _e, policy_id: _p, ...edit } = fields;
        await http.post(AdminPaths.contentUpdate, { kind, id: Number(id), fields: edit });
      }
    } catch (e) {
      message.error((e as Error).message);
      return false;
    }
    message.success(isNew ? '已创建并发布' : '已保存，门户即时生效');
    navigate(`/content/${kind}`);
    return true;
  };

  return (
    <PageContainer title={isNew ? `新建${label}` : `编辑${label}`} onBack={() => navigate(`/content/${kind}`)}>
      <Card>
        <ProForm<Values>
          initialValues={initial}
          layout="vertical"
          dateFormatter="string"
          submitter={{ searchConfig: { submitText: '保存', resetText: '重置' } }}
          onFinish={save}
        >
          <ProFormText
            name="title"
            label={isQa ? '问题' : '标题'}
            rules={[
              { required: true, whitespace: true, message: `请输入${isQa ? '问题' : '标题'}` },
              { min: 2, message: '至少2个字' },
              { max: 200, message: '不超过200字' },
            ]}
          />
          <ProForm.Group>
            {kind === 'policy' && <ProFormText name="doc_no" label="文号" width="md" />}
            {!isQa && kind !== 'project' && (
              <ProFormText name="agency" label={kind === 'policy' ? '发文机关' : '来源'} width="md" />
            )}
            <ProFormDatePicker
              name="publish_date"
              label="发布日期"
              width="sm"
              rules={[{ required: true, message: '请选择发布日期' }]}
            />
            {kind === 'project' && !isNew && <ProFormDatePicker name="deadline" label="申报截止日期" width="sm" />}
            {!isQa && (
              <ProFormCascader
                name="region"
                label="地区"
                width="md"
                fieldProps={{ options: REGION_OPTIONS, changeOnSelect: true, showSearch: true }}
                rules={isNew && kind !== 'interpretation' ? [{ required: true, message: '请选择地区' }] : []}
              />
            )}
          </ProForm.Group>
          {isNew && <NewItemFields kind={kind} />}
          <ProFormSelect
            name="labels"
            label="标签"
            mode="tags"
            fieldProps={{ tokenSeparators: [',', '，'], maxCount: 30 }}
            placeholder="输入后回车添加"
          />
          <ProForm.Item
            name="body_html"
            label={isQa ? '答案' : '正文'}
            rules={[{ required: true, message: `请输入${isQa ? '答案' : '正文'}` }]}
          >
            <RichText />
          </ProForm.Item>
        </ProForm>
      </Card>
      {kind === 'policy' && !isNew && <AttachmentsCard policyId={Number(id)} initial={attachments} />}
    </PageContainer>
  );
}
