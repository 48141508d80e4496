import { Link } from 'react-router-dom';
import { chineseDate } from '@aikc/shared/china-date';
import type { PushProject } from '@aikc/shared/schemas/subscription';

/**
 * A pushed 申报通知's deadline, linking to its project: the subscriber learns by when to apply without opening
 * the notice. `closed` comes from the server (China's today), so a visitor's clock cannot change it.
 */
export function PushDeadline({ project }: { project: PushProject }) {
  return (
    <div className="push-item__meta">
      <Link
        className={`push-item__deadline${project.closed ? ' is-closed' : ''}`}
        to={`/project/detail/${project.id}`}
        data-testid="push-deadline"
      >
        申报截止：{chineseDate(project.apply_end)}
        {project.closed ? <span className="push-item__closed">已截止</span> : null}
      </Link>
    </div>
  );
}
