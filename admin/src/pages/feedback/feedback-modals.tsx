import { App, Typography } from 'antd';
import { ModalForm, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { StaffView } from '@aikc/shared/admin/schemas/auth';
import {
  REPLY_CHANNEL_NAMES,
  type FeedbackInboxRow,
  type FeedbackReplyResult,
} from '@aikc/shared/admin/schemas/feedback';
import { http } from '../../net/http.ts';
import type { Page } from '../../net/list.ts';
import { useSession } from '../../auth/session.tsx';

function useRun() {
  const { message } = App.useApp();
  return async (call: Promise<unknown>, ok: string, done: () => void) => {
    try {
      await call;
    } catch (e) {
      message.error((e as Error).message);
      return false;
    }
    message.success(ok);
    done();
    return true;
  };
}

/**
 * Assign to a colleague. Only a role that manages staff can list them; everyone else takes the item themselves.
 */
export function AssignModal({ row, done }: { row: FeedbackInboxRow; done: () => void }) {
  const { me, can } = useSession();
  const run = useRun();
  const canList = can('staff.manage');
  return (
    <ModalForm<{ staff_id: number }>
      title="分配处理人"
      width={420}
      trigger={<a>分配</a>}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ staff_id: row.assignee_id ?? me?.id }}
      onFinish={(v) => run(http.post(AdminPaths.feedbackAssign, { id: row.id, ...v }), '已分配', done)}
    >
      <ProFormSelect
        name="staff_id"
        label="处理人"
        rules={[{ required: true, message: '请选择处理人' }]}
        request={async () => {
          if (!canList) return me ? [{ value: me.id, label: `${me.name}（我）` }] : [];
          const list = await http.get<Page<StaffView>>(AdminPaths.staffList, { page: 1, pageSize: 200 });
          return list.items
            .filter((s) => !s.disabled && (s.role === 'support' || s.role === 'ops' || s.role === 'super'))
            .map((s) => ({ value: s.id, label: `${s.name}（${s.role_name}）` }));
        }}
      />
    </ModalForm>
  );
}

/** Reply: a member gets it in 我的消息 (the live badge rises); a visitor by SMS or email at the contact given. */
export function ReplyModal({ row, done }: { row: FeedbackInboxRow; done: () => void }) {
  const { message } = App.useApp();
  const send = async (reply: string) => {
    try {
      const r = await http.post<FeedbackReplyResult>(AdminPaths.feedbackReply, { id: row.id, reply });
      if (r.delivery === 'failed') message.warning(`已回复，但${REPLY_CHANNEL_NAMES[r.channel]}发送失败，请另行联系`);
      else message.success(r.channel === 'message' ? '已回复' : `已回复，${REPLY_CHANNEL_NAMES[r.channel]}已发送`);
      done();
      return true;
    } catch (e) {
      message.error((e as Error).message);
      return false;
    }
  };
  return (
    <ModalForm<{ reply: string }>
      title="回复"
      width={560}
      trigger={<a>回复</a>}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ reply: row.reply }}
      onFinish={(v) => send(v.reply.trim())}
    >
      <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
        {row.content}
      </Typography.Paragraph>
      <ProFormTextArea
        name="reply"
        label="回复内容"
        extra={
          row.visitor
            ? `访客留言：回复将以${REPLY_CHANNEL_NAMES[row.channel]}发送至 ${row.contact}`
            : '回复将发送到用户的“我的消息”'
        }
        rules={[
          { required: true, whitespace: true, message: '请填写回复内容' },
          { min: 2, message: '回复至少2个字' },
          { max: 1000, message: '不超过1000字' },
        ]}
        fieldProps={{ rows: 4 }}
      />
    </ModalForm>
  );
}
