import { queryOptions } from '@tanstack/react-query';
import { ExportApi } from '@aikc/shared/api-paths';
import type { ExportJob, ExportPreview, ExportSource, ExportStartBody } from '@aikc/shared/schemas/export';
import { httpDownload, httpGet, httpPost } from '../../../lib/http.ts';
import { saveDownloadedFile } from '../../../lib/save-file.ts';

/** Under `['user', …]`: a logout forgets them with the rest of the user's data. */
export const exportKeys = {
  preview: (source: ExportSource) => ['user', 'export', 'preview', source] as const,
};

/** The rows the search holds and the rows left this month, for the dialog (fresh each time it opens). */
export function exportPreviewQuery(source: ExportSource, enabled: boolean) {
  return queryOptions({
    queryKey: exportKeys.preview(source),
    queryFn: ({ signal }) => httpPost<ExportPreview>(ExportApi.preview, { source }, { signal, silent: true }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

export function startExport(body: ExportStartBody) {
  return httpPost<ExportJob>(ExportApi.start, body, { silent: true });
}

export function exportJob(id: number) {
  return httpGet<ExportJob>(ExportApi.job, { id }, { silent: true });
}

/** Saves a finished export under its own name (the call carries the token header a plain link could not). */
export async function downloadExport(id: number, fileName: string): Promise<void> {
  saveDownloadedFile(await httpDownload(ExportApi.download, { id }, { silent: true }), fileName);
}
