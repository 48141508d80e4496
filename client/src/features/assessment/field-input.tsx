import { DatePicker, Form, InputNumber, Radio, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { fiscalYears, type FieldSpec } from './field-spec.ts';

type Value = unknown;

export interface FieldInputProps {
  spec: FieldSpec;
  value: Value;
  /** The message under each path (`sales.1` for a year). */
  errors: Record<string, string>;
  onChange: (key: string, value: Value) => void;
}

const num = (v: number | string | null) => (v === null || v === '' ? null : Number(v));

/** One field of an assessment form, with its message from the shared schema shown under it. */
export function FieldInput({ spec, value, errors, onChange }: FieldInputProps) {
  const own = errors[spec.key];
  const yearError = spec.kind === 'years' ? [0, 1, 2].map((i) => errors[`${spec.key}.${i}`]).find(Boolean) : undefined;
  const help = own ?? yearError ?? spec.extra;
  const status = own || yearError ? 'error' : undefined;
  const set = (v: Value) => onChange(spec.key, v);
  const id = `f-${spec.key}`;
  let control;
  switch (spec.kind) {
    case 'amount':
      control = (
        <InputNumber
          id={id}
          style={{ width: 220 }}
          value={value as number | null}
          addonAfter="万元"
          onChange={(v) => set(num(v))}
        />
      );
      break;
    case 'count':
    case 'score':
      control = (
        <InputNumber
          id={id}
          style={{ width: 220 }}
          value={value as number | null}
          addonAfter={spec.kind === 'score' ? '分' : spec.unit}
          onChange={(v) => set(num(v))}
        />
      );
      break;
    case 'years': {
      const years = fiscalYears();
      const arr = Array.isArray(value) ? (value as (number | null)[]) : [null, null, null];
      control = (
        <Space wrap>
          {years.map((y, i) => (
            <InputNumber
              key={y}
              id={`${id}-${i}`}
              style={{ width: 200 }}
              status={errors[`${spec.key}.${i}`] ? 'error' : undefined}
              addonBefore={`${y}年`}
              aria-label={`${spec.label}（${y}年）`}
              addonAfter={spec.item === 'amount' ? '万元' : '项'}
              value={arr[i] ?? null}
              onChange={(v) => {
                const next = [0, 1, 2].map((j) => (j === i ? num(v) : (arr[j] ?? null)));
                set(next.every((x) => x === null) ? null : next);
              }}
            />
          ))}
        </Space>
      );
      break;
    }
    case 'date':
      control = (
        <DatePicker
          id={id}
          style={{ width: 220 }}
          value={typeof value === 'string' && value ? dayjs(value) : null}
          onChange={(d) => set(d ? d.format('YYYY-MM-DD') : null)}
          placeholder="请选择日期"
        />
      );
      break;
    case 'yesno':
      control = (
        <Radio.Group id={id} value={value ?? null} onChange={(e) => set(e.target.value as boolean)}>
          <Radio value={true}>{spec.yes ?? '是'}</Radio>
          <Radio value={false}>{spec.no ?? '否'}</Radio>
        </Radio.Group>
      );
      break;
    case 'select':
      control = (
        <Select
          id={id}
          virtual={false}
          style={{ maxWidth: 520 }}
          placeholder="请选择"
          allowClear
          value={value ?? undefined}
          options={spec.options}
          onChange={(v) => set(v ?? null)}
        />
      );
      break;
  }
  return (
    <Form.Item
      label={spec.label}
      // Without a `name` antd leaves the label unattached (axe: label); a year row is named input by input above.
      htmlFor={spec.kind === 'years' ? undefined : id}
      help={help}
      validateStatus={status}
      data-field={spec.key}
      className="assessment-field"
    >
      {control}
    </Form.Item>
  );
}
