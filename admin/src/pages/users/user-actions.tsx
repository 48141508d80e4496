import { App, Popconfirm, Space } from 'antd';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { AdminUserRow } from '@aikc/shared/admin/schemas/users';
import { http } from '../../net/http.ts';
import { Can } from '../../auth/session.tsx';
import { ReasonModal } from '../../components/reason-modal.tsx';

/** Disable (with a reason), enable, and clear the login throttle: each shown only to a role holding users.write. */
export function UserActions({ user, done }: { user: Pick<AdminUserRow, 'id' | 'disabled'>; done: () => void }) {
  const { message } = App.useApp();
  const run = async (call: Promise<unknown>, ok: string) => {
    try {
      await call;
      message.success(ok);
      done();
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  return (
    <Can perm="users.write">
      <Space size="small">
        {user.disabled ? (
          <Popconfirm
            title="确定启用该账号？"
            onConfirm={() => run(http.post(AdminPaths.userEnable, { id: user.id }), '已启用')}
          >
            <a>启用</a>
          </Popconfirm>
        ) : (
          <ReasonModal
            title="停用账号"
            label="停用原因"
            trigger={<a>停用</a>}
            run={(reason) => http.post(AdminPaths.userDisable, { id: user.id, reason })}
            done={done}
          />
        )}
        <Popconfirm
          title="清除该用户的登录限制？"
          onConfirm={() => run(http.post(AdminPaths.userClearThrottle, { id: user.id }), '已清除登录限制')}
        >
          <a>解除限制</a>
        </Popconfirm>
      </Space>
    </Can>
  );
}
