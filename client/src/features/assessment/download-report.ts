import { ReportApi } from '@aikc/shared/api-paths';
import { getToken } from '../../lib/token.ts';

/** Saves a generated report; the file call carries the token header, which a plain link could not. */
export async function downloadReport(id: number, title: string): Promise<void> {
  const token = getToken();
  const res = await fetch(`${ReportApi.download}?id=${id}`, { headers: token ? { Authorization: token } : {} });
  if (!res.ok || res.headers.get('content-type') !== 'application/pdf') throw new Error('download failed');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${title}.pdf`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
