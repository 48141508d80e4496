import { useLocation } from 'react-router-dom';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { PendingFeature } from '../../components/common/pending-feature.tsx';

const MODES: Record<string, { title: string; description: string }> = {
  zsk: { title: 'AI政策问答', description: '这里将以对话方式解答科技政策、申报条件与办理流程等问题' },
  qypj: { title: '企业评价', description: '这里将根据企业数据生成多维度的企业科技创新能力评价' },
  zcpp: { title: '政策匹配', description: '这里将根据企业画像匹配可申报的政策与项目，并生成匹配报告' },
};

/** /match/chat/{zsk,qypj,zcpp}/:session_id?: the AI chat in its three modes. */
export function ChatPage() {
  const mode = useLocation().pathname.split('/')[3] ?? 'zsk';
  const m = MODES[mode] ?? MODES.zsk!;
  return (
    <PageFrame title={m.title} crumbs={[{ title: 'AI问答', to: '/match/chat/zsk' }]}>
      <PendingFeature description={m.description} />
    </PageFrame>
  );
}
