import { useState } from 'react';
import { Button, Progress } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, QuestionCircleOutlined } from '@ant-design/icons';
import type { AssessmentResult } from '@aikc/shared/rules/types';
import { VerdictTag } from './verdict-tag.tsx';

const ICON = {
  met: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  missed: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
  unknown: <QuestionCircleOutlined style={{ color: '#bfbfbf' }} />,
};

/**
 * The running result beside the form: score, parts against their maxima, and each condition. On a phone (CSS,
 * below 768 px) it is a bar stuck to the bottom of the screen under the form, showing the verdict and the score;
 * 明细 opens the parts and conditions in it.
 */
export function LiveScore({ result, savedAt }: { result: AssessmentResult; savedAt: string | null }) {
  const conditions = result.criteria.filter((c) => c.part === 'base');
  const [open, setOpen] = useState(false);
  return (
    <aside
      className={`assessment-live${open ? ' is-open' : ''}`}
      data-testid="live-score"
      aria-label="实时测评"
      id="assessment-live"
    >
      <div className="assessment-live__head">
        <span>实时测评</span>
        <VerdictTag verdict={result.verdict} />
        <Button
          type="link"
          className="assessment-live__toggle"
          aria-expanded={open}
          aria-controls="assessment-live"
          onClick={() => setOpen(!open)}
        >
          {open ? '收起' : '明细'}
        </Button>
      </div>
      {result.score !== null ? (
        <div className="assessment-live__score">
          <strong data-testid="live-total">{result.score}</strong>
          <span> / {result.maxScore} 分</span>
          {result.passScore !== null ? <div className="assessment-live__hint">达标线 {result.passScore} 分</div> : null}
        </div>
      ) : null}
      {result.parts.map((p) => (
        <div key={p.id} className="assessment-live__part">
          <div>
            {p.label}
            <span className="assessment-live__pts">
              {p.points}/{p.max}
              {p.min !== undefined ? `（最低${p.min}）` : ''}
            </span>
          </div>
          <Progress
            percent={Math.round((p.points / p.max) * 100)}
            showInfo={false}
            size="small"
            status={p.min !== undefined && p.points < p.min ? 'exception' : 'normal'}
          />
        </div>
      ))}
      <ul className="assessment-live__conds">
        {conditions.map((c) => (
          <li key={c.id} title={c.gap ?? c.value}>
            {ICON[c.status]} {c.label}
          </li>
        ))}
      </ul>
      <div className="assessment-live__hint">
        {savedAt ? `草稿已自动保存（${savedAt}）` : '填写内容将自动保存为草稿'}
      </div>
    </aside>
  );
}
