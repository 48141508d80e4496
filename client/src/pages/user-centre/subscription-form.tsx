import { useEffect, useMemo, useState } from 'react';
import { Alert, Form, Input, List, Modal, Select, Skeleton, TreeSelect, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { SubscriptionItem } from '@aikc/shared/schemas/subscription';
import {
  dimensionSpec,
  EMPTY_CONDITIONS as EMPTY,
  SUBSCRIPTION_DIMENSION_KEYS,
  type SubscriptionConditions,
} from '@aikc/shared/schemas/subscription-conditions';
import {
  subscriptionOptionsQuery,
  subscriptionPreviewQuery,
  type SubscriptionDraft,
} from '../../features/subscription/api/subscriptions.ts';

function hasAny(c: SubscriptionConditions): boolean {
  return Object.values(c).some((v) => v.length > 0);
}

/** Waits until the value has been still for `ms`, so the preview is asked once per pause in typing. */
function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * The add / edit window of a subscription: name and conditions on the left, and on the right what these
 * conditions would have matched in the last 30 days (the server runs the push engine's own matcher).
 */
export function SubscriptionForm({
  open,
  editing,
  saving,
  onSave,
  onCancel,
}: {
  open: boolean;
  editing: SubscriptionItem | null;
  saving: boolean;
  onSave: (draft: SubscriptionDraft) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<{ name: string } & SubscriptionConditions>();
  const options = useQuery({ ...subscriptionOptionsQuery(), enabled: open });
  const watched = Form.useWatch([], form) as Partial<SubscriptionConditions> | undefined;
  const conditions = useMemo<SubscriptionConditions>(() => ({ ...EMPTY, ...pick(watched) }), [watched]);
  const debounced = useDebounced(conditions, 400);
  const preview = useQuery(subscriptionPreviewQuery(debounced, open && hasAny(debounced)));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ name: editing.name, ...editing.conditions });
  }, [open, editing, form]);

  const regionTree = useMemo(
    () =>
      (options.data?.regions ?? []).map((p) => ({
        title: p.name,
        value: p.code,
        children: p.cities.map((c) => ({ title: c.name, value: c.code })),
      })),
    [options.data],
  );
  const opts = (list: readonly { id: number | string; name: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: o.id, label: o.name }));

  return (
    <Modal
      open={open}
      title={editing ? '编辑订阅' : '新建订阅'}
      width={920}
      okText="保存订阅"
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() =>
        void form.validateFields().then((v) => onSave({ name: v.name, conditions: { ...EMPTY, ...pick(v) } }))
      }
      destroyOnHidden
    >
      <div className="subscription-form">
        <Form form={form} layout="vertical" className="subscription-form__fields" requiredMark={false}>
          <Form.Item
            name="name"
            label="订阅名称"
            rules={[
              { required: true, whitespace: true, message: '请输入订阅名称' },
              { max: 30, message: '订阅名称不超过30个字' },
            ]}
          >
            <Input placeholder="如：上海集成电路扶持政策" maxLength={30} data-testid="subscription-name" />
          </Form.Item>
          {SUBSCRIPTION_DIMENSION_KEYS.map((k) => {
            // One field per row of the shared table (shared/src/schemas/subscription-conditions.ts), in its order.
            const d = dimensionSpec(k);
            return (
              <Form.Item key={k} name={k} label={d.label} extra={d.hint}>
                {d.input === 'region' ? (
                  <TreeSelect
                    multiple
                    showSearch
                    treeNodeFilterProp="title"
                    treeData={regionTree}
                    placeholder={d.placeholder}
                    allowClear
                    maxTagCount={6}
                    data-testid="subscription-regions"
                  />
                ) : d.input === 'keyword' ? (
                  <Select
                    mode="tags"
                    placeholder={d.placeholder}
                    tokenSeparators={[',', '，', ' ']}
                    open={false}
                    suffixIcon={null}
                    data-testid="subscription-keywords"
                  />
                ) : (
                  <Select
                    mode="multiple"
                    showSearch
                    options={opts(k === 'regions' || k === 'keywords' ? [] : options.data?.[k])}
                    placeholder={d.placeholder}
                    optionFilterProp="label"
                    allowClear
                    data-testid={`subscription-${k}`}
                  />
                )}
              </Form.Item>
            );
          })}
        </Form>
        <aside className="subscription-form__preview" data-testid="subscription-preview">
          <Typography.Title level={5}>匹配预览</Typography.Title>
          {!hasAny(debounced) ? (
            <Typography.Paragraph type="secondary">
              设置至少一个条件后，这里将显示近30天内符合条件的政策，帮助您判断订阅范围是否合适。
            </Typography.Paragraph>
          ) : preview.isLoading ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : preview.isError || !preview.data ? (
            <Alert type="warning" showIcon message="预览暂不可用，可直接保存订阅" />
          ) : (
            <>
              <Typography.Paragraph>
                近{preview.data.days}天共有{' '}
                <strong>
                  {preview.data.total}
                  {preview.data.capped ? '+' : ''}
                </strong>{' '}
                条政策符合条件
                {preview.data.total === 0 ? '，可放宽地区或关键词' : ''}
              </Typography.Paragraph>
              <List
                size="small"
                dataSource={preview.data.list}
                renderItem={(p) => (
                  <List.Item>
                    <div>
                      <a href={`/policy/detail/${p.id}`} target="_blank" rel="noreferrer">
                        {p.title}
                      </a>
                      <div className="subscription-form__meta">
                        {[p.region_name, p.agency_name, p.publish_date].filter(Boolean).join(' · ')}
                      </div>
                    </div>
                  </List.Item>
                )}
              />
            </>
          )}
        </aside>
      </div>
    </Modal>
  );
}

function pick(v: Partial<SubscriptionConditions> | undefined): Partial<SubscriptionConditions> {
  if (!v) return {};
  const out: Partial<SubscriptionConditions> = {};
  for (const k of SUBSCRIPTION_DIMENSION_KEYS) {
    const val = v[k];
    if (Array.isArray(val)) (out as Record<string, unknown>)[k] = val;
  }
  return out;
}
