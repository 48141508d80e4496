import { CompanyApi, PolicyApi, ProjectApi } from '@aikc/shared/api-paths';

/** First list item's id of a list call, through the edge as the browser would ask. */
async function firstId(baseUrl: string, apiPath: string): Promise<number> {
  const res = await fetch(`${baseUrl}${apiPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: 1, pageSize: 10 }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { list: { id: number }[] } | null };
  const id = body.data?.list[0]?.id;
  if (!id) throw new Error(`${apiPath}: no item to open (${body.code} ${body.msg})`);
  return id;
}

/** Ids of a policy, a project and a company of the seeded database, for the detail pages the benches open. */
export async function pickDetailIds(baseUrl: string): Promise<{ policy: number; project: number; company: number }> {
  const [policy, project, company] = await Promise.all([
    firstId(baseUrl, PolicyApi.list),
    firstId(baseUrl, ProjectApi.list),
    firstId(baseUrl, CompanyApi.list),
  ]);
  return { policy, project, company };
}
