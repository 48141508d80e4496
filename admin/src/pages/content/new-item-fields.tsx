import { ProForm, ProFormDatePicker, ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';

const LEVELS = [
  { value: 'national', label: '国家级' },
  { value: 'provincial', label: '省级' },
  { value: 'municipal', label: '市级' },
  { value: 'district', label: '区县级' },
];

/** What the importer needs of a new item beyond the edit fields: level and type, the application window, the policy. */
export function NewItemFields({ kind }: { kind: string }) {
  if (kind === 'interpretation')
    return (
      <ProFormDigit
        name="policy_id"
        label="所解读政策ID"
        width="sm"
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: '请填写所解读政策的ID' }]}
      />
    );
  if (kind !== 'policy' && kind !== 'project') return null;
  return (
    <ProForm.Group>
      <ProFormSelect
        name="level"
        label="级别"
        width="sm"
        options={LEVELS}
        rules={[{ required: true, message: '请选择级别' }]}
      />
      <ProFormText
        name="type"
        label={kind === 'policy' ? '政策类型' : '项目类型'}
        width="md"
        rules={[{ required: true, whitespace: true, message: '请填写类型' }]}
      />
      {kind === 'project' && (
        <>
          <ProFormText
            name="agency"
            label="主管部门"
            width="md"
            rules={[{ required: true, message: '请填写主管部门' }]}
          />
          <ProFormDatePicker
            name="apply_start"
            label="申报开始"
            width="sm"
            rules={[{ required: true, message: '请选择申报开始日期' }]}
          />
          <ProFormDatePicker
            name="apply_end"
            label="申报截止"
            width="sm"
            rules={[{ required: true, message: '请选择申报截止日期' }]}
          />
        </>
      )}
    </ProForm.Group>
  );
}
