import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useLocation } from 'react-router-dom';
import { INITIAL_DOCUMENT_PATH } from '../../lib/initial-path.ts';

/**
 * /big_screen/* belongs to the separate screens bundle: a route change there becomes a full page load. If this
 * SPA was itself served for that address (screens not deployed), reloading would loop, so it says so instead.
 */
export function BigScreenHandoff() {
  const { pathname, search } = useLocation();
  const servedHere = INITIAL_DOCUMENT_PATH === pathname;
  useEffect(() => {
    if (!servedHere) window.location.assign(`${pathname}${search}`);
  }, [servedHere, pathname, search]);
  if (!servedHere) return null;
  return (
    <Result
      status="warning"
      title="数据大屏暂时无法打开"
      subTitle="数据大屏服务未能响应，请稍后重试。"
      extra={
        <Button type="primary" href="/">
          返回首页
        </Button>
      }
      style={{ paddingTop: 120 }}
    />
  );
}
