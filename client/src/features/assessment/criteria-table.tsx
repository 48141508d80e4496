import type { Criterion, PartScore } from '@aikc/shared/rules/types';
import { StatusTag } from './verdict-tag.tsx';

const GROUP_TITLES: Record<string, string> = {
  base: '基本条件',
  routeA: '评价得分要求',
  routeB: '直通条件（满足任一项即可）',
};

/** Every criterion grouped by part: status or points, the figure, the standard, the rule text and its source. */
export function CriteriaTable({ criteria, parts }: { criteria: Criterion[]; parts: PartScore[] }) {
  const order = ['base', ...parts.map((p) => p.id), 'routeA', 'routeB'];
  const groups = order
    .map((id) => ({
      id,
      title: GROUP_TITLES[id] ?? parts.find((p) => p.id === id)?.label ?? id,
      items: criteria.filter((c) => c.part === id),
    }))
    .filter((g) => g.items.length);
  return (
    <table className="assessment-criteria" data-testid="criteria-table">
      <thead>
        <tr>
          <th style={{ width: '40%' }}>指标与依据</th>
          <th style={{ width: 90 }}>结果</th>
          <th>企业数据</th>
          <th style={{ width: '16%' }}>标准</th>
        </tr>
      </thead>
      <tbody>
        {groups.map((g) => [
          <tr key={`g-${g.id}`}>
            <th colSpan={4}>
              {g.title}
              {parts.find((p) => p.id === g.id)
                ? `（${parts.find((p) => p.id === g.id)?.points}/${parts.find((p) => p.id === g.id)?.max}分）`
                : ''}
            </th>
          </tr>,
          ...g.items.map((c) => (
            <tr key={c.id} data-criterion={c.id}>
              <td>
                {c.label}
                <div className="rule">
                  {c.rule}
                  <br />
                  依据：{c.source}
                </div>
              </td>
              <td>
                {c.max !== undefined ? (
                  c.status === 'unknown' ? (
                    <StatusTag status="unknown" />
                  ) : (
                    `${c.points ?? 0}/${c.max}分`
                  )
                ) : (
                  <StatusTag status={c.status} />
                )}
              </td>
              <td>
                {c.value}
                {c.gap ? <div className="gap">{c.gap}</div> : null}
              </td>
              <td>{c.threshold}</td>
            </tr>
          )),
        ])}
      </tbody>
    </table>
  );
}
