import { useRef, useState } from 'react';
import { App, Button, List, Popconfirm, Progress, Upload } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { EvaluateApi } from '@aikc/shared/api-paths';
import { EVALUATE_FILE_EXTS, EVALUATE_FILE_MAX_BYTES, type AssessmentFileItem } from '@aikc/shared/schemas/assessment';
import { ApiError } from '../../lib/http.ts';
import { getToken } from '../../lib/token.ts';
import { assessmentKeys, deleteEvaluateFile, uploadEvaluateFile } from './api/assessment.ts';

const ACCEPT = EVALUATE_FILE_EXTS.map((e) => `.${e}`).join(',');
const size = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

/** Downloads one of the user's documents with the token header (a plain link would carry no token). */
async function download(f: AssessmentFileItem) {
  const token = getToken();
  const res = await fetch(`${EvaluateApi.file}?id=${f.id}`, { headers: token ? { Authorization: token } : {} });
  if (!res.ok) throw new Error('下载失败');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = f.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 佐证材料: upload with progress, list, download and remove. */
export function EvaluateFiles({ assessmentId, files }: { assessmentId: number; files: AssessmentFileItem[] }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const busy = useRef(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: assessmentKeys.result(assessmentId) });

  const upload = async (file: File) => {
    if (busy.current) return;
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(EVALUATE_FILE_EXTS as readonly string[]).includes(ext))
      return void message.error('仅支持PDF、Word（doc/docx）、Excel（xls/xlsx）、JPG、PNG格式的文件');
    if (file.size > EVALUATE_FILE_MAX_BYTES) return void message.error('文件不能超过20MB');
    busy.current = true;
    setProgress({ name: file.name, percent: 0 });
    try {
      await uploadEvaluateFile(assessmentId, file, (f) =>
        setProgress({ name: file.name, percent: Math.round(f * 100) }),
      );
      message.success('上传成功');
      await refresh();
    } catch (err) {
      if (!(err instanceof ApiError)) message.error('上传失败，请稍后再试');
    } finally {
      busy.current = false;
      setProgress(null);
    }
  };

  return (
    <div data-testid="evaluate-files">
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        beforeUpload={(f) => (void upload(f), false)}
        disabled={progress !== null}
      >
        <Button icon={<UploadOutlined />} disabled={progress !== null}>
          上传佐证材料
        </Button>
      </Upload>
      <span style={{ marginLeft: 12, color: '#667085', fontSize: 12 }}>
        支持PDF、Word、Excel、JPG、PNG，单个文件不超过20MB
      </span>
      {progress ? (
        <div style={{ marginTop: 12 }} data-testid="upload-progress">
          {progress.name}
          <Progress percent={progress.percent} size="small" status="active" />
        </div>
      ) : null}
      <List
        style={{ marginTop: 12 }}
        size="small"
        locale={{ emptyText: '暂未上传佐证材料' }}
        dataSource={files}
        renderItem={(f) => (
          <List.Item
            actions={[
              <Button
                key="dl"
                type="link"
                size="small"
                onClick={() => void download(f).catch(() => message.error('下载失败，请稍后再试'))}
              >
                下载
              </Button>,
              <Popconfirm
                key="rm"
                title="确定删除该材料吗？"
                okText="删除"
                cancelText="取消"
                onConfirm={async () => {
                  await deleteEvaluateFile(f.id);
                  await refresh();
                }}
              >
                <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                  删除
                </Button>
              </Popconfirm>,
            ]}
          >
            <PaperClipOutlined style={{ marginRight: 8 }} />
            <span data-testid="file-name">{f.name}</span>
            <span style={{ marginLeft: 12, color: '#667085' }}>
              {size(f.size)} · {f.created_at}
            </span>
          </List.Item>
        )}
      />
    </div>
  );
}
