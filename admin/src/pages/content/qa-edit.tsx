import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { App, Card, Result, Spin } from 'antd';
import {
  PageContainer,
  ProForm,
  ProFormCascader,
  ProFormDatePicker,
  ProFormList,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { QaEntryForm } from '@aikc/shared/admin/schemas/content';
import { http } from '../../net/http.ts';
import { lastCode, REGION_OPTIONS } from '../../components/region-options.ts';

type Values = Omit<QaEntryForm, 'id' | 'source_id' | 'region_code'> & { region?: string[] };

const NATIONWIDE = '000000';

/**
 * A 问答库 entry in the import format (`kind: "qa"`): question, phrasings, a plain-text answer, theme, region and
 * its basis (the cited document's source_id and fact id). The server writes it through the importer, which refuses
 * a basis that is not stored, so every answer rests on a fact that exists.
 */
export default function QaEdit() {
  const id = useParams().id ?? 'new';
  const isNew = id === 'new';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [initial, setInitial] = useState<Partial<Values> | null>(
    isNew ? { phrasings: [], basis: [{ doc: '', fact: '' }] } : null,
  );
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (isNew) return;
    let live = true;
    http
      .get<QaEntryForm>(AdminPaths.qaGet, { kind: 'qa', id })
      .then(
        (d) =>
          live &&
          setInitial({
            ...d,
            region: d.region_code === NATIONWIDE ? [] : [d.region_code],
          }),
      )
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [id, isNew]);

  if (error) return <Result status="warning" title={error} />;
  if (!initial) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  const save = async ({ region, phrasings, ...rest }: Values) => {
    const item = {
      ...rest,
      phrasings: (phrasings ?? []).filter((p) => p.trim()),
      region_code: lastCode(region) ?? NATIONWIDE,
      valid_from: rest.valid_from || null,
      valid_to: rest.valid_to || null,
    };
    try {
      await http.post(AdminPaths.qaSave, isNew ? { item } : { id: Number(id), item });
    } catch (e) {
      message.error((e as Error).message);
      return false;
    }
    message.success(isNew ? '已创建，AI问答即时生效' : '已保存，AI问答即时生效');
    navigate('/content/qa');
    return true;
  };

  return (
    <PageContainer title={isNew ? '新建问答' : '编辑问答'} onBack={() => navigate('/content/qa')}>
      <Card>
        <ProForm<Values>
          initialValues={initial}
          layout="vertical"
          dateFormatter="string"
          submitter={{ searchConfig: { submitText: '保存', resetText: '重置' } }}
          onFinish={save}
        >
          <ProFormText
            name="question"
            label="问题"
            rules={[
              { required: true, whitespace: true, message: '请输入问题' },
              { max: 200, message: '不超过200字' },
            ]}
          />
          <ProFormSelect
            name="phrasings"
            label="常见问法"
            mode="tags"
            placeholder="输入一种问法后回车添加（1至10种）"
            fieldProps={{ maxCount: 10 }}
            rules={[{ required: true, message: '请至少提供一种问法' }]}
          />
          <ProFormTextArea
            name="answer"
            label="答案"
            fieldProps={{ rows: 5, maxLength: 1000, showCount: true }}
            rules={[{ required: true, whitespace: true, message: '请输入答案' }]}
          />
          <ProForm.Group>
            <ProFormText
              name="theme"
              label="主题"
              width="md"
              rules={[{ required: true, whitespace: true, message: '请输入主题' }]}
            />
            <ProFormCascader
              name="region"
              label="地区（不选为全国）"
              width="md"
              fieldProps={{ options: REGION_OPTIONS, changeOnSelect: true, showSearch: true }}
            />
            <ProFormDatePicker name="valid_from" label="有效期起" width="sm" />
            <ProFormDatePicker name="valid_to" label="有效期止" width="sm" />
          </ProForm.Group>
          <ProFormList
            name="basis"
            label="依据（文件 source_id 与条款编号）"
            min={1}
            max={10}
            creatorButtonProps={{ creatorButtonText: '添加依据' }}
            copyIconProps={false}
          >
            <ProForm.Group>
              <ProFormText
                name="doc"
                placeholder="文件 source_id"
                width="md"
                rules={[{ required: true, message: '请输入文件 source_id' }]}
              />
              <ProFormText
                name="fact"
                placeholder="条款编号"
                width="md"
                rules={[{ required: true, message: '请输入条款编号' }]}
              />
            </ProForm.Group>
          </ProFormList>
        </ProForm>
      </Card>
    </PageContainer>
  );
}
