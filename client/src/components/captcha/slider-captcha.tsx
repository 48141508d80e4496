import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ArrowRightOutlined, CheckOutlined, CloseOutlined, LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { CAPTCHA_POPUP_SIZE } from '@aikc/shared/constants';
import { CaptchaRepCode, type CaptchaGetResult } from '@aikc/shared/schemas/captcha';
import { captchaCalls, type CaptchaCalls } from './captcha-api.ts';
import {
  blockSize,
  captchaVerificationFor,
  encryptPoint,
  maxDrag,
  moveLeftDistance,
  successText,
} from './captcha-math.ts';
import './slider-captcha.css';

/** Slider states (spec section 4), plus the moments between them that the user also sees. */
export type CaptchaPhase = 'loading' | 'error' | 'idle' | 'dragging' | 'checking' | 'success' | 'failure';

/** How long the red 验证失败 state stays before a new challenge (spec section 8: 1 s). */
export const FAILURE_RESET_MS = 1000;
const KEY_STEP_PX = 2;
const PAGE_STEP_PX = 20;
const KEY_STEPS: Record<string, number | 'start' | 'end'> = {
  ArrowRight: KEY_STEP_PX,
  ArrowUp: KEY_STEP_PX,
  ArrowLeft: -KEY_STEP_PX,
  ArrowDown: -KEY_STEP_PX,
  PageUp: PAGE_STEP_PX,
  PageDown: -PAGE_STEP_PX,
  Home: 'start',
  End: 'end',
};

export interface SliderCaptchaProps {
  /** Shown size of the image: CAPTCHA_POPUP_SIZE (310x155) in the pop-up, CAPTCHA_IMAGE_SIZE (400x200) embedded. */
  size?: { width: number; height: number };
  /** A passed check: the second-stage value for send_mobile_code. */
  onSuccess(captchaVerification: string): void;
  calls?: CaptchaCalls;
  /** Clock for the elapsed-seconds line (tests). */
  now?: () => number;
}

/**
 * AJ-Captcha `blockPuzzle` slider: the background with its cut-out, the piece that follows the handle, and the
 * track. Releasing the handle sends `pointJson = AES({x: dragPx*310/imgWidth, y: 5})`; a pass turns green with
 * the elapsed seconds, a miss turns red with 验证失败 and a new challenge comes after 1 s (one try per token).
 */
export function SliderCaptcha({
  size = CAPTCHA_POPUP_SIZE,
  onSuccess,
  calls = captchaCalls,
  now = Date.now,
}: SliderCaptchaProps) {
  const [challenge, setChallenge] = useState<CaptchaGetResult | null>(null);
  const [phase, setPhase] = useState<CaptchaPhase>('loading');
  const [dragPx, setDragPx] = useState(0);
  const [elapsedMs, setElapsedMs] = useState(0);
  const drag = useRef<{ originX: number; startedAt: number } | null>(null);
  const alive = useRef(true);
  const block = blockSize(size.width, size.height);
  const limit = maxDrag(size.width, size.height);
  const keysId = useId();

  /** Shows the challenge `pending` resolves to (state is set only in the callbacks, never synchronously). */
  const show = useCallback((pending: Promise<CaptchaGetResult>) => {
    pending.then(
      (next) => {
        if (!alive.current) return;
        setChallenge(next);
        setDragPx(0);
        setPhase('idle');
      },
      () => {
        if (alive.current) setPhase('error');
      },
    );
  }, []);
  const load = useCallback(() => {
    setPhase('loading');
    setDragPx(0);
    show(calls.get());
  }, [calls, show]);

  useEffect(() => {
    alive.current = true;
    show(calls.get());
    return () => {
      alive.current = false;
    };
  }, [calls, show]);

  useEffect(() => {
    if (phase !== 'failure') return;
    const t = setTimeout(load, FAILURE_RESET_MS);
    return () => clearTimeout(t);
  }, [phase, load]);

  const submit = async (px: number, startedAt: number) => {
    if (!challenge) return;
    setPhase('checking');
    const x = moveLeftDistance(px, size.width);
    try {
      const res = await calls.check(challenge.token, encryptPoint(x, challenge.secretKey));
      if (!alive.current) return;
      if (res.result && res.repCode === CaptchaRepCode.success) {
        setElapsedMs(now() - startedAt);
        setPhase('success');
        onSuccess(res.captchaVerification ?? captchaVerificationFor(challenge.token, x, challenge.secretKey));
        return;
      }
    } catch {
      // A refused call (rate limit, network) reads as a failed try: the toast says why, the slider resets.
    }
    if (alive.current) setPhase('failure');
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'idle') return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { originX: e.clientX, startedAt: now() };
    setPhase('dragging');
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setDragPx(Math.max(0, Math.min(limit, e.clientX - drag.current.originX)));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    const px = Math.max(0, Math.min(limit, e.clientX - d.originX));
    setDragPx(px);
    void submit(px, d.startedAt);
  };
  /**
   * The keyboard path (WAI-ARIA slider): arrows move 2 px, Page keys 20 px, Home/End to the ends; Enter or Space
   * releases the piece where it is, which sends the same pointJson to the same server check as a drag.
   */
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (phase !== 'idle' && phase !== 'dragging') return;
    const step = KEY_STEPS[e.key];
    if (step !== undefined) {
      e.preventDefault();
      drag.current ??= { originX: 0, startedAt: now() };
      setPhase('dragging');
      setDragPx((v) => Math.max(0, Math.min(limit, step === 'start' ? 0 : step === 'end' ? limit : v + step)));
    } else if ((e.key === 'Enter' || e.key === ' ') && drag.current) {
      e.preventDefault();
      const started = drag.current.startedAt;
      drag.current = null;
      void submit(dragPx, started);
    }
  };

  const busy = phase === 'loading' || phase === 'checking';
  return (
    <div className="slider-captcha" data-phase={phase} style={{ width: size.width }}>
      <div className="slider-captcha__image" style={{ width: size.width, height: size.height }}>
        {challenge ? (
          <>
            <img
              className="slider-captcha__bg"
              src={`data:image/png;base64,${challenge.originalImageBase64}`}
              width={size.width}
              height={size.height}
              alt="滑块验证背景图"
              draggable={false}
            />
            <img
              className="slider-captcha__piece"
              src={`data:image/png;base64,${challenge.jigsawImageBase64}`}
              style={{ left: dragPx, width: block.width, height: block.height }}
              alt=""
              draggable={false}
            />
          </>
        ) : null}
        {phase === 'loading' ? <LoadingOutlined className="slider-captcha__spinner" /> : null}
        {phase === 'error' ? (
          <span className="slider-captcha__load-error">验证码加载失败，请点击右上角刷新</span>
        ) : null}
        <button
          type="button"
          className="slider-captcha__refresh"
          onClick={load}
          disabled={busy || phase === 'dragging'}
          aria-label="换一张"
        >
          <ReloadOutlined />
        </button>
        {phase === 'success' ? (
          <div className="slider-captcha__tip slider-captcha__tip--ok">{successText(elapsedMs)}</div>
        ) : null}
        {phase === 'failure' ? <div className="slider-captcha__tip slider-captcha__tip--bad">验证失败</div> : null}
      </div>
      <div className="slider-captcha__track" style={{ height: 40 }}>
        {phase === 'idle' || phase === 'loading' || phase === 'error' ? (
          <span className="slider-captcha__hint">向右拖动滑块填充拼图</span>
        ) : null}
        <div className="slider-captcha__fill" style={{ width: dragPx + block.width }} />
        <div
          className="slider-captcha__handle"
          role="slider"
          tabIndex={0}
          aria-label="拖动滑块完成验证"
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.round(dragPx)}
          aria-valuetext={`已移动 ${Math.round(dragPx)} 像素`}
          aria-describedby={keysId}
          style={{ left: dragPx, width: block.width }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          {phase === 'success' ? <CheckOutlined /> : phase === 'failure' ? <CloseOutlined /> : <ArrowRightOutlined />}
        </div>
      </div>
      <p className="slider-captcha__keys" id={keysId}>
        键盘操作：用方向键移动滑块使拼图对齐缺口，按回车键确认
      </p>
    </div>
  );
}
