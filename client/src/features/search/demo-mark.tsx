/**
 * The discreet note a generated (demo) row carries on its detail page, in the subline next to its date and
 * source: users and anyone who cites the page must be able to tell a generated document from a real one.
 */
const WHAT = {
  policy: '政策',
  project: '项目',
  interpretation: '解读',
  news: '资讯',
  company: '企业',
} as const;

export function DemoMark({ demo, kind }: { demo: boolean; kind: keyof typeof WHAT }) {
  if (!demo) return null;
  return (
    <span className="demo-mark" title="本页内容由系统生成，仅供功能演示，不能作为申报或引用依据">
      {`示例数据，非真实${WHAT[kind]}`}
    </span>
  );
}
