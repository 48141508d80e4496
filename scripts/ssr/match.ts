import {
  companyFilterCodec,
  policyFilterCodec,
  projectFilterCodec,
  type CompanyFilter,
  type PolicyFilter,
  type ProjectFilter,
} from '@aikc/shared/filters';
import { USER_CENTRE_PAGES, type UserCentrePage } from '@aikc/shared/routes';

/** A page the edge renders on the server: a detail page by id, or a list page by its decoded `:s` filter. */
export type SsrPage =
  | { kind: 'home' }
  | { kind: 'policy' | 'interpretation' | 'news' | 'project' | 'company'; id: number }
  | { kind: 'policy-list'; filter: PolicyFilter; segment: string }
  | { kind: 'project-list'; filter: ProjectFilter; segment: string }
  | { kind: 'company-list'; filter: CompanyFilter; segment: string }
  /** A personal-centre page, for a signed-in visitor only: its frame, with skeletons where its data will be. */
  | { kind: 'user-centre'; page: UserCentrePage }
  /** A new 知识库问答 chat (no session yet), for a signed-in visitor only: the frame, the intro and the question box. */
  | { kind: 'chat'; mode: 'zsk' };

const ID = '([1-9]\\d{0,9})';
const SEGMENT = '([A-Za-z0-9_-]{0,2000})';

/** The same ids the client's route-params accept (a 32-bit-safe positive integer here). */
const DETAIL: [RegExp, 'policy' | 'interpretation' | 'news' | 'project' | 'company'][] = [
  [new RegExp(`^/policy/detail/${ID}/?$`), 'policy'],
  [new RegExp(`^/info/detail/${ID}/?$`), 'interpretation'],
  [new RegExp(`^/policy/newsdetail/${ID}\\.html$`), 'news'],
  [new RegExp(`^/project/detail/${ID}/?$`), 'project'],
  // The optional `:type` tab of the company page shows the same company: one canonical page.
  [new RegExp(`^/company/detail/${ID}(?:/[a-z_]{1,20})?/?$`), 'company'],
];

/** The server-rendered page at `path` (already percent-decoded by Express), or null for every other route. */
export function matchSsrPage(path: string): SsrPage | null {
  if (path === '/') return { kind: 'home' };
  for (const [re, kind] of DETAIL) {
    const m = re.exec(path);
    if (m) return { kind, id: Number(m[1]) };
  }
  let m = new RegExp(`^/policy/list(?:/${SEGMENT})?/?$`).exec(path);
  if (m) return { kind: 'policy-list', filter: policyFilterCodec.decode(m[1]), segment: m[1] ?? '' };
  m = new RegExp(`^/project/list(?:/${SEGMENT})?/?$`).exec(path);
  if (m) return { kind: 'project-list', filter: projectFilterCodec.decode(m[1]), segment: m[1] ?? '' };
  m = new RegExp(`^/company/list(?:/${SEGMENT})?/?$`).exec(path);
  if (m) return { kind: 'company-list', filter: companyFilterCodec.decode(m[1]), segment: m[1] ?? '' };
  const centre = USER_CENTRE_PAGES.find((p) => path === `/user/${p}` || path === `/user/${p}/`);
  if (centre) return { kind: 'user-centre', page: centre };
  // 知识库问答 only: the other two modes open on a company picker (antd), which paints with the app.
  if (path === '/match/chat/zsk' || path === '/match/chat/zsk/') return { kind: 'chat', mode: 'zsk' };
  return null;
}
