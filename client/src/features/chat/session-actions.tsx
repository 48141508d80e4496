import { useState } from 'react';
import { App, Button, Dropdown, Input, Modal } from 'antd';
import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { ChatMode } from '@aikc/shared/routes';
import { SESSION_TITLE_MAX_CHARS, type ChatSession } from '@aikc/shared/schemas/chat';
import { chatKeys, deleteSession, renameSession } from './api/chat-api.ts';

/**
 * A conversation's 更多操作 (antd): 重命名 in a dialog, 删除 after a confirmation. Fetched with antd when the plain
 * button in its place is first pressed (session-list.tsx), and opened at once: that press was for this menu.
 */
export function SessionActions({
  session: s,
  mode,
  activeId,
}: {
  session: ChatSession;
  mode: ChatMode;
  activeId: number | undefined;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [menuOpen, setMenuOpen] = useState(true);
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState('');

  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKeys.sessions(mode) });
  const rename = useMutation({
    mutationFn: (v: { id: number; title: string }) => renameSession(v.id, v.title),
    onSuccess: () => {
      setRenaming(false);
      message.success('已重命名');
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSession(id),
    onSuccess: (_d, id) => {
      message.success('对话已删除');
      queryClient.removeQueries({ queryKey: chatKeys.messages(id) });
      void refresh();
      if (id === activeId) void navigate(`/match/chat/${mode}`);
    },
  });

  const confirmDelete = () =>
    modal.confirm({
      title: '删除对话',
      content: `确定删除“${s.title}”吗？删除后无法恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => remove.mutateAsync(s.id),
    });

  return (
    <>
      <Dropdown
        trigger={['click']}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        menu={{
          items: [
            { key: 'rename', icon: <EditOutlined />, label: '重命名' },
            { key: 'delete', icon: <DeleteOutlined />, label: '删除', danger: true },
          ],
          onClick: ({ key }) => {
            setMenuOpen(false);
            if (key === 'rename') {
              setTitle(s.title);
              setRenaming(true);
            } else confirmDelete();
          },
        }}
      >
        <Button
          type="text"
          size="small"
          icon={<MoreOutlined />}
          aria-label={`${s.title} 更多操作`}
          className="chat-sessions__more"
          autoFocus
        />
      </Dropdown>
      <Modal
        title="重命名对话"
        open={renaming}
        okText="保存"
        cancelText="取消"
        confirmLoading={rename.isPending}
        onCancel={() => setRenaming(false)}
        onOk={() => {
          const t = title.trim();
          if (!t) return void message.warning('请输入对话名称');
          rename.mutate({ id: s.id, title: t });
        }}
      >
        <Input
          value={title}
          maxLength={SESSION_TITLE_MAX_CHARS}
          showCount
          onChange={(e) => setTitle(e.target.value)}
          aria-label="对话名称"
        />
      </Modal>
    </>
  );
}
