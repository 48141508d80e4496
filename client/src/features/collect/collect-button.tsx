import { observer } from 'mobx-react-lite';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordType } from '@aikc/shared/schemas/collect';
import { toast } from '../../lib/antd/feedback.ts';
import { Icon } from '../../components/common/icon.tsx';
import { useStores } from '../../stores/store-context.tsx';
import { addCollect, collectKeys, isCollectedQuery, removeCollect } from './api/collect.ts';
import '../../components/common/plain-button.css';

/**
 * 收藏 / 已收藏 for one item. A visitor gets the login dialog and comes back to this page. A plain button in antd's
 * default look: it is on every detail page's first render, which otherwise needs no antd component.
 */
export const CollectButton = observer(function CollectButton({ type, id }: { type: RecordType; id: number }) {
  const { session, loginDialog } = useStores();
  const queryClient = useQueryClient();
  const loggedIn = session.isLoggedIn;
  const state = useQuery(isCollectedQuery(type, id, loggedIn));
  const collected = loggedIn && state.data?.is_collect === 1;

  const toggle = useMutation({
    mutationFn: (next: boolean): Promise<{ is_collect: 0 | 1 }> =>
      next ? addCollect(type, id) : removeCollect(type, id),
    onSuccess: async (res) => {
      queryClient.setQueryData(collectKeys.isCollected(type, id), { is_collect: res.is_collect });
      toast('success', res.is_collect ? '收藏成功，可在“个人中心-我的收藏”中查看' : '已取消收藏');
      await queryClient.invalidateQueries({ queryKey: [...collectKeys.all, 'collects'] });
    },
  });

  const handleClick = () => {
    if (!loggedIn) {
      loginDialog.open({ redirect: `${window.location.pathname}${window.location.search}` });
      return;
    }
    toggle.mutate(!collected);
  };

  return (
    <button
      type="button"
      className="plain-button"
      onClick={handleClick}
      disabled={toggle.isPending}
      aria-busy={toggle.isPending}
      aria-pressed={collected}
      data-testid="collect-button"
    >
      {toggle.isPending ? (
        <Icon icon={LoadingOutlined} className="anticon-spin" />
      ) : collected ? (
        <Icon icon={StarFilled} style={{ color: '#fa8c16' }} />
      ) : (
        <Icon icon={StarOutlined} />
      )}
      {collected ? '已收藏' : '收藏'}
    </button>
  );
});
