import { useEffect, useRef } from 'react';
import { Modal } from 'antd';
import { CAPTCHA_POPUP_SIZE } from '@aikc/shared/constants';
import type { CaptchaCalls } from './captcha-api.ts';
import { SliderCaptcha } from './slider-captcha.tsx';

/** How long the green success state stays before the pop-up closes (AJ-Captcha's own pop-up waits 1 s). */
export const SUCCESS_CLOSE_MS = 1000;

export interface CaptchaModalProps {
  open: boolean;
  onClose(): void;
  /** Called at once with the second-stage value; the pop-up closes itself shortly after. */
  onVerified(captchaVerification: string): void;
  calls?: CaptchaCalls;
}

/** Room the pop-up needs around the image: the modal's side padding and the viewport's margins (antd's 16 px each side). */
const POPUP_CHROME_PX = 64;

/**
 * The image size for a viewport `viewportWidth` wide: 310x155 (spec section 9) where it fits, else scaled down
 * to the phone's width. The drag maps back through moveLeftDistance, so the server gets the same x either way.
 */
export function popupSizeFor(viewportWidth: number): { width: number; height: number } {
  const width = Math.min(CAPTCHA_POPUP_SIZE.width, Math.max(200, viewportWidth - POPUP_CHROME_PX));
  return { width, height: Math.round((width * CAPTCHA_POPUP_SIZE.height) / CAPTCHA_POPUP_SIZE.width) };
}

/** The slider in its pop-up (310x155 by default, spec section 9), as AJ-Captcha's `mode="pop"`. */
export function CaptchaModal({ open, onClose, onVerified, calls }: CaptchaModalProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const size = popupSizeFor(window.innerWidth);
  return (
    <Modal
      open={open}
      title="请完成安全验证"
      footer={null}
      width={size.width + 48}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onClose}
      className="captcha-modal"
    >
      <SliderCaptcha
        size={size}
        {...(calls ? { calls } : {})}
        onSuccess={(v) => {
          onVerified(v);
          timer.current = setTimeout(onClose, SUCCESS_CLOSE_MS);
        }}
      />
    </Modal>
  );
}
