import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { ApiError } from '../../lib/http.ts';

/** A failed detail query (detail-layout.tsx DetailState): 404 gets a friendly "not found", anything else a retry hint. */
export default function DetailFailure({
  error,
  backTo,
  backLabel,
}: {
  error: unknown;
  backTo: string;
  backLabel: string;
}) {
  const missing = error instanceof ApiError && error.code === 404;
  return (
    <Result
      status={missing ? '404' : 'warning'}
      title={missing ? '内容不存在或已下架' : '内容加载失败'}
      subTitle={
        missing ? '您访问的内容可能已被删除或调整，请返回列表查看其他内容。' : '网络或服务暂时异常，请稍后刷新重试。'
      }
      extra={
        <Link to={backTo}>
          <Button type="primary">{backLabel}</Button>
        </Link>
      }
    />
  );
}
