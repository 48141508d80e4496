import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { App, Card, Result, Spin } from 'antd';
import {
  PageContainer,
  ProForm,
  ProFormDatePicker,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { ADMIN_API } from '@aikc/shared/admin/api-paths';
import { http } from '../../net/http.ts';
import { RichText } from '../../components/rich-text.tsx';
import { kindLabel, LEVEL_ENUM } from './kinds.ts';

type Values = Record<string, unknown> & { title?: string; body?: string };

const levelOptions = Object.entries(LEVEL_ENUM).map(([value, v]) => ({ value, label: v.text }));

/** Create or edit one item; the server sanitizes the HTML and writes through the importer's writers. */
export default function ContentEdit() {
  const { kind = 'policy', id = 'new' } = useParams();
  const isNew = id === 'new';
  const label = kindLabel(kind);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [initial, setInitial] = useState<Values | null>(isNew ? {} : null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (isNew) return;
    let live = true;
    http
      .get<Values>(ADMIN_API.content.get(kind, Number(id)))
      .then((v) => live && setInitial(v))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [kind, id, isNew]);

  if (error) return <Result status="warning" title={error} />;
  if (!initial) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  const isQa = kind === 'qa';
  return (
    <PageContainer title={isNew ? `新建${label}` : `编辑${label}`} onBack={() => navigate(`/content/${kind}`)}>
      <Card>
        <ProForm<Values>
          initialValues={initial}
          layout="vertical"
          submitter={{ searchConfig: { submitText: '保存', resetText: '重置' } }}
          onFinish={async (v) => {
            try {
              if (isNew) await http.post(ADMIN_API.content.create(kind), v);
              else await http.put(ADMIN_API.content.update(kind, Number(id)), v);
            } catch (e) {
              message.error((e as Error).message);
              return false;
            }
            message.success('已保存');
            navigate(`/content/${kind}`);
            return true;
          }}
        >
          <ProFormText
            name="title"
            label={isQa ? '问题' : '标题'}
            rules={[
              { required: true, whitespace: true, message: `请输入${isQa ? '问题' : '标题'}` },
              { max: 200, message: '不超过200字' },
            ]}
          />
          {kind === 'policy' && (
            <ProForm.Group>
              <ProFormText name="docNumber" label="文号" width="md" rules={[{ max: 100, message: '不超过100字' }]} />
              <ProFormText name="agency" label="发布机构" width="md" />
              <ProFormSelect name="level" label="层级" width="sm" options={levelOptions} />
            </ProForm.Group>
          )}
          {(kind === 'interpretation' || kind === 'news' || kind === 'project') && (
            <ProForm.Group>
              <ProFormText name="source" label="来源" width="md" />
              {kind === 'project' && <ProFormSelect name="level" label="层级" width="sm" options={levelOptions} />}
            </ProForm.Group>
          )}
          {!isQa && (
            <ProFormDatePicker
              name="publishDate"
              label="发布日期"
              width="md"
              fieldProps={{ format: 'YYYY-MM-DD' }}
              transform={(v: unknown) => ({ publishDate: typeof v === 'string' ? v : undefined })}
            />
          )}
          {!isQa && <ProFormTextArea name="summary" label="摘要" fieldProps={{ rows: 2, maxLength: 500 }} />}
          <ProForm.Item
            name="body"
            label={isQa ? '答案' : '正文'}
            rules={[{ required: true, message: `请输入${isQa ? '答案' : '正文'}` }]}
          >
            <RichText />
          </ProForm.Item>
        </ProForm>
      </Card>
    </PageContainer>
  );
}
