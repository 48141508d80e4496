import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DevApi } from '@aikc/shared/api-paths';
import { loginCalls } from '../../features/auth/calls/login-calls.ts';
import { leaveAfterLogin } from '../../features/auth/login-dialog/login-dialog.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { safeRedirect } from '../../stores/login-dialog-store.ts';
import { useStores } from '../../stores/store-context.tsx';

/**
 * /wechat/auth: where a development QR leads (PUBLIC_BASE_URL/wechat/auth?scene=…). It hands over, query and
 * all, to the API's WeChat simulator, which "scans" as a new or an existing user and sends the signed event as
 * WeChat would. In production the QR encodes WeChat's own URL and nobody lands here; the simulator is absent
 * there and the API answers 404.
 */
export function WechatAuthPage() {
  useDocumentTitle('微信授权登录');
  const [params] = useSearchParams();
  // Without a scene there is nothing to scan: the simulator would answer its bare JSON refusal (issue 31).
  const scene = params.get('scene');
  useEffect(() => {
    if (scene) window.location.replace(`${DevApi.wechatAuth}${window.location.search}`);
  }, [scene]);
  if (!scene) return <WechatFailed title="扫码链接不完整，请回到登录窗口重新扫码" />;
  return (
    <div className="app-boot">
      <Spin size="large" description="正在打开微信授权…" />
    </div>
  );
}

/** A WeChat step that cannot go on: what happened, and the way back to the login dialog. */
function WechatFailed({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <div className="container" style={{ paddingBlock: 64 }} data-testid="wechat-failed">
      <Result
        status="warning"
        title={title}
        extra={
          <Button type="primary" onClick={() => navigate('/?act=login', { replace: true })}>
            返回登录
          </Button>
        }
      />
    </div>
  );
}

/**
 * /wechat/callback?code&state: the Open Platform redirect. The code goes to other/wei_code_to_openid, which
 * answers like the QR push: a bound user is logged in (state may carry a same-site path to return to), an
 * unbound one gets the bind step of the login dialog on the home page.
 */
export const WechatCallbackPage = observer(function WechatCallbackPage() {
  useDocumentTitle('微信登录');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { session, loginDialog } = useStores();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const code = params.get('code');
  const state = params.get('state') ?? '';

  useEffect(() => {
    if (started.current) return; // the code works once; StrictMode must not spend it twice
    started.current = true;
    if (!code) {
      setFailed(true);
      return;
    }
    loginCalls.weiCodeToOpenid(code, state).then(
      (push) => {
        const target = safeRedirect(state);
        if ('msgType' in push) {
          navigate('/', { replace: true });
          loginDialog.open({ redirect: target });
          loginDialog.startBind(push.openid);
        } else if (push.status === 'loginSuccess') {
          session.login(push.resData.token);
          leaveAfterLogin(target ?? '/', 0);
        } else setFailed(true);
      },
      () => setFailed(true),
    );
  }, [code, state, navigate, session, loginDialog]);

  if (failed) return <WechatFailed title="微信授权已失效，请重新扫码" />;
  return (
    <div className="app-boot">
      <Spin size="large" description="正在完成微信登录…" />
    </div>
  );
});
