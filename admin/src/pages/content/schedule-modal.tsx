import { ModalForm, ProFormDateTimePicker } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';

/** Picks a future moment; the contract takes it as epoch milliseconds (publish_at). */
export function ScheduleModal({ onSubmit }: { onSubmit: (publishAt: number) => Promise<unknown> }) {
  return (
    <ModalForm<{ publishAt: Dayjs }>
      title="定时发布"
      width={420}
      trigger={<a>定时</a>}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) => {
        await onSubmit(dayjs(v.publishAt).valueOf());
        return true;
      }}
    >
      <ProFormDateTimePicker
        name="publishAt"
        label="发布时间"
        rules={[
          { required: true, message: '请选择发布时间' },
          {
            validator: (_r, v: Dayjs | undefined) =>
              !v || dayjs(v).isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error('发布时间须晚于当前时间')),
          },
        ]}
        fieldProps={{ format: 'YYYY-MM-DD HH:mm', style: { width: '100%' }, showNow: false }}
      />
    </ModalForm>
  );
}
