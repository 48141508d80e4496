import { useState } from 'react';
import { App, Button, Dropdown, Input, Modal } from 'antd';
import { DeleteOutlined, EditOutlined, MessageOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { ChatMode } from '@aikc/shared/routes';
import { SESSION_TITLE_MAX_CHARS, type ChatSession } from '@aikc/shared/schemas/chat';
import { chatKeys, chatSessionsQuery, deleteSession, renameSession } from './api/chat-api.ts';
import { groupSessions } from './group-sessions.ts';

/** The user's conversations of one mode: 新建对话, then 今天 / 近7天 / 更早, each renamable and deletable. */
export function SessionList({ mode, activeId }: { mode: ChatMode; activeId: number | undefined }) {
  const { data } = useQuery(chatSessionsQuery(mode));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [renaming, setRenaming] = useState<ChatSession | null>(null);
  const [title, setTitle] = useState('');

  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKeys.sessions(mode) });
  const rename = useMutation({
    mutationFn: (v: { id: number; title: string }) => renameSession(v.id, v.title),
    onSuccess: () => {
      setRenaming(null);
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

  const confirmDelete = (s: ChatSession) =>
    modal.confirm({
      title: '删除对话',
      content: `确定删除“${s.title}”吗？删除后无法恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => remove.mutateAsync(s.id),
    });

  const groups = groupSessions(data?.list ?? []);
  return (
    <aside className="chat-sessions" aria-label="对话列表">
      <Button
        type="primary"
        block
        icon={<PlusOutlined />}
        onClick={() => void navigate(`/match/chat/${mode}`)}
        className="chat-sessions__new"
      >
        新建对话
      </Button>
      <div className="chat-sessions__scroll">
        {groups.length === 0 && <div className="chat-sessions__empty">暂无历史对话</div>}
        {groups.map((g) => (
          <section key={g.label}>
            <div className="chat-sessions__group">{g.label}</div>
            {g.sessions.map((s) => (
              <div key={s.id} className={`chat-sessions__item${s.id === activeId ? ' is-active' : ''}`}>
                <Link to={`/match/chat/${mode}/${s.id}`} title={s.title} className="chat-sessions__link">
                  <MessageOutlined /> <span>{s.title}</span>
                </Link>
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: [
                      { key: 'rename', icon: <EditOutlined />, label: '重命名' },
                      { key: 'delete', icon: <DeleteOutlined />, label: '删除', danger: true },
                    ],
                    onClick: ({ key }) => {
                      if (key === 'rename') {
                        setTitle(s.title);
                        setRenaming(s);
                      } else confirmDelete(s);
                    },
                  }}
                >
                  <Button
                    type="text"
                    size="small"
                    icon={<MoreOutlined />}
                    aria-label={`${s.title} 更多操作`}
                    className="chat-sessions__more"
                  />
                </Dropdown>
              </div>
            ))}
          </section>
        ))}
      </div>
      <Modal
        title="重命名对话"
        open={renaming !== null}
        okText="保存"
        cancelText="取消"
        confirmLoading={rename.isPending}
        onCancel={() => setRenaming(null)}
        onOk={() => {
          const t = title.trim();
          if (!t) return void message.warning('请输入对话名称');
          if (renaming) rename.mutate({ id: renaming.id, title: t });
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
    </aside>
  );
}
