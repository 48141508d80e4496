import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { App, Avatar, Button, Descriptions, Input, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { AVATAR_MAX_BYTES, DEFAULT_DISPLAY_NAME, USERNAME_MAX, displayName } from '@aikc/shared/schemas/user';
import { accountCalls } from '../../features/auth/calls/account-calls.ts';
import { useCurrentUser } from '../../features/user/use-current-user.ts';
import { ApiError } from '../../lib/http.ts';
import { CentreFrame } from '../user-centre/centre-frame.tsx';
import { useUserUpdate } from './use-user-update.ts';
import './user-pages.css';

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** /user/account: avatar (upload_avatar then modify_user_info), display name, and the masked mobile. */
export const AccountPage = observer(function AccountPage() {
  const { user } = useCurrentUser();
  const { message } = App.useApp();
  const update = useUserUpdate();
  const [name, setName] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  if (!user) return <CentreFrame title="账号信息">{null}</CentreFrame>;

  const saveName = async () => {
    setSaving(true);
    try {
      update(await accountCalls.modifyUserInfo({ username: (name ?? user.username).trim() }));
      setName(null);
      void message.success('保存成功');
    } catch {
      // The HTTP layer showed why.
    } finally {
      setSaving(false);
    }
  };
  const uploadAvatar = async (file: File) => {
    if (!AVATAR_TYPES.includes(file.type)) return void message.error('请上传 PNG、JPG、WebP 或 GIF 图片');
    if (file.size > AVATAR_MAX_BYTES) return void message.error('头像图片不能超过5MB');
    setUploading(true);
    try {
      const { url } = await accountCalls.uploadAvatar(file);
      update(await accountCalls.modifyUserInfo({ avatar: url }));
      void message.success('头像已更新');
    } catch (err) {
      if (err instanceof ApiError && err.code !== 401) void message.error(err.message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <CentreFrame title="账号信息">
      <div className="account-avatar">
        <Avatar size={88} src={user.avatar || undefined} icon={<UserOutlined />} alt="头像" />
        <Upload
          accept={AVATAR_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            void uploadAvatar(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            更换头像
          </Button>
        </Upload>
        <span className="account-hint">支持 PNG、JPG、WebP，不超过5MB</span>
      </div>
      <Descriptions column={1} bordered size="middle" className="account-info" styles={{ label: { width: 140 } }}>
        <Descriptions.Item label="昵称">
          <div className="account-name">
            <Input
              aria-label="昵称"
              value={name ?? user.username}
              maxLength={USERNAME_MAX}
              placeholder={`未设置时显示为“${DEFAULT_DISPLAY_NAME}”`}
              onChange={(e) => setName(e.target.value)}
              style={{ width: 260 }}
            />
            <Button
              type="primary"
              onClick={() => void saveName()}
              loading={saving}
              disabled={saving || name === null || name.trim() === user.username}
            >
              保存
            </Button>
            <span className="account-hint">当前显示：{displayName(user)}</span>
          </div>
        </Descriptions.Item>
        <Descriptions.Item label="手机号">
          {user.mobile ? (
            <span data-testid="masked-mobile">{user.mobile}</span>
          ) : (
            <span className="account-hint">未绑定</span>
          )}
          <Link to="/user/security" className="account-link">
            {user.mobile ? '更换手机号' : '绑定手机号'}
          </Link>
        </Descriptions.Item>
        <Descriptions.Item label="登录密码">
          {user.has_password ? '已设置' : <span className="account-hint">未设置</span>}
          <Link to="/user/security" className="account-link">
            {user.has_password ? '修改密码' : '设置密码'}
          </Link>
        </Descriptions.Item>
        <Descriptions.Item label="会员等级">{user.vip_level_name}</Descriptions.Item>
      </Descriptions>
    </CentreFrame>
  );
});
