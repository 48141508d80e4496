import { useState } from 'react';
import { App, Button, Checkbox, Empty, Form, Input, Modal, Pagination, Select, Skeleton, Tabs, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_ALT } from '@aikc/shared/constants';
import { isValidCreditCode } from '@aikc/shared/credit-code';
import {
  addUserCompany,
  companyPickQuery,
  makeDefaultCompany,
  userCompanyKeys,
  userCompanyListQuery,
  type AddCompanyInput,
} from '../../features/user-company/api/user-companies.ts';
import { CentreFrame } from './centre-frame.tsx';

/** The add window: pick from the company database, or enter a credit code (check digit verified here and on the server). */
function AddCompanyModal({
  open,
  saving,
  onSave,
  onCancel,
}: {
  open: boolean;
  saving: boolean;
  onSave: (v: AddCompanyInput) => void;
  onCancel: () => void;
}) {
  const [tab, setTab] = useState<'pick' | 'code'>('pick');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const [asDefault, setAsDefault] = useState(false);
  const [form] = Form.useForm<{ credit_code: string; name: string }>();
  const search = useQuery(companyPickQuery(keyword));

  const submit = () => {
    if (tab === 'pick') {
      if (picked !== null) onSave({ company_id: picked, is_default: asDefault });
      return;
    }
    void form
      .validateFields()
      .then((v) =>
        onSave({ credit_code: v.credit_code.trim().toUpperCase(), name: v.name.trim(), is_default: asDefault }),
      );
  };

  return (
    <Modal
      open={open}
      title="添加企业"
      okText="添加"
      cancelText="取消"
      onOk={submit}
      confirmLoading={saving}
      onCancel={onCancel}
      okButtonProps={{ disabled: tab === 'pick' && picked === null }}
      destroyOnHidden
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'pick' | 'code')}
        items={[
          {
            key: 'pick',
            label: '从企业库选择',
            children: (
              <Select
                showSearch
                style={{ width: '100%' }}
                placeholder="输入企业名称关键字（至少2个字）"
                filterOption={false}
                onSearch={setKeyword}
                value={picked ?? undefined}
                onChange={(v: number) => setPicked(v)}
                loading={search.isFetching}
                notFoundContent={
                  keyword.trim().length < 2
                    ? '请输入企业名称'
                    : search.isFetching
                      ? '正在查询…'
                      : '企业库中未找到，可切换到“填写信用代码”添加'
                }
                options={(search.data?.list ?? []).map((c) => ({
                  value: c.id,
                  label: `${c.name}（${c.credit_code}）`,
                }))}
              />
            ),
          },
          {
            key: 'code',
            label: '填写信用代码',
            children: (
              <Form form={form} layout="vertical" requiredMark={false}>
                <Form.Item
                  name="credit_code"
                  label="统一社会信用代码"
                  rules={[
                    { required: true, message: '请输入统一社会信用代码' },
                    {
                      validator: (_r, v: string | undefined) =>
                        !v || isValidCreditCode(v.trim().toUpperCase(), false)
                          ? Promise.resolve()
                          : Promise.reject(new Error('统一社会信用代码校验位不正确，请核对')),
                    },
                  ]}
                >
                  <Input placeholder="18位，如 91310115MA1K4XXXXX" maxLength={18} />
                </Form.Item>
                <Form.Item
                  name="name"
                  label="企业名称"
                  rules={[
                    { required: true, whitespace: true, message: '请输入企业名称' },
                    { min: 2, message: '企业名称至少2个字' },
                  ]}
                >
                  <Input placeholder="与营业执照一致" maxLength={100} />
                </Form.Item>
              </Form>
            ),
          },
        ]}
      />
      <Checkbox checked={asDefault} onChange={(e) => setAsDefault(e.target.checked)}>
        设为默认企业（政策匹配、企业评价与自评将使用默认企业）
      </Checkbox>
    </Modal>
  );
}

/** /user/my_company: the companies the user linked, one default. */
export function MyCompanyPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery(userCompanyListQuery(page, PAGE_SIZE_ALT));
  const invalidate = () => queryClient.invalidateQueries({ queryKey: userCompanyKeys.all });
  const add = useMutation({
    mutationFn: addUserCompany,
    onSuccess: async () => {
      message.success('企业已添加');
      setOpen(false);
      await invalidate();
    },
  });
  const makeDefault = useMutation({
    mutationFn: makeDefaultCompany,
    onSuccess: async () => {
      message.success('已设为默认企业');
      await invalidate();
    },
  });

  return (
    <CentreFrame
      title="我的企业"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
          添加企业
        </Button>
      }
    >
      {list.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : list.isError || !list.data || list.data.list.length === 0 ? (
        <Empty
          style={{ padding: '56px 0' }}
          description={
            list.isError
              ? '企业信息加载失败，请稍后刷新重试'
              : '您还没有添加企业。添加后可进行政策匹配、企业评价与高企自评'
          }
        >
          {list.isError ? null : (
            <Button type="primary" onClick={() => setOpen(true)}>
              添加我的企业
            </Button>
          )}
        </Empty>
      ) : (
        <>
          <ul className="subscription-list">
            {list.data.list.map((c) => (
              <li key={c.id} className="subscription-card" data-testid="user-company">
                <div className="subscription-card__head">
                  <span className="subscription-card__name">
                    {c.company_id ? <Link to={`/company/detail/${c.company_id}`}>{c.name}</Link> : c.name}
                  </span>
                  {c.is_default ? <Tag color="blue">默认企业</Tag> : null}
                  {c.status ? <Tag>{c.status}</Tag> : null}
                  <span className="subscription-card__count">
                    {c.is_default ? null : (
                      <Button
                        type="link"
                        size="small"
                        loading={makeDefault.isPending && makeDefault.variables === c.id}
                        onClick={() => makeDefault.mutate(c.id)}
                      >
                        设为默认
                      </Button>
                    )}
                  </span>
                </div>
                <dl className="subscription-card__conditions">
                  <div>
                    <dt>信用代码</dt>
                    <dd>{c.credit_code}</dd>
                  </div>
                  {c.legal_person ? (
                    <div>
                      <dt>法定代表人</dt>
                      <dd>{c.legal_person}</dd>
                    </div>
                  ) : null}
                  {c.region_name || c.industry_name ? (
                    <div>
                      <dt>地区行业</dt>
                      <dd>{[c.region_name, c.industry_name].filter(Boolean).join(' · ')}</dd>
                    </div>
                  ) : null}
                </dl>
                <div className="subscription-card__foot">
                  <span>添加于 {c.create_time.slice(0, 10)}</span>
                  {c.company_id ? null : <span>未关联企业库，信息以您填写的为准</span>}
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            style={{ marginTop: 20, justifyContent: 'flex-end' }}
            current={list.data.current}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onChange={setPage}
            showSizeChanger={false}
            hideOnSinglePage
            showTotal={(t) => `共 ${t} 家企业`}
          />
        </>
      )}
      <AddCompanyModal
        open={open}
        saving={add.isPending}
        onSave={(v) => add.mutate(v)}
        onCancel={() => setOpen(false)}
      />
    </CentreFrame>
  );
}
