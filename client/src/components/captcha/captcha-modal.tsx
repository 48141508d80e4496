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

/** The slider in its pop-up (310x155 by default, spec section 9), as AJ-Captcha's `mode="pop"`. */
export function CaptchaModal({ open, onClose, onVerified, calls }: CaptchaModalProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Modal
      open={open}
      title="请完成安全验证"
      footer={null}
      width={CAPTCHA_POPUP_SIZE.width + 48}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onClose}
      className="captcha-modal"
    >
      <SliderCaptcha
        size={CAPTCHA_POPUP_SIZE}
        {...(calls ? { calls } : {})}
        onSuccess={(v) => {
          onVerified(v);
          timer.current = setTimeout(onClose, SUCCESS_CLOSE_MS);
        }}
      />
    </Modal>
  );
}
