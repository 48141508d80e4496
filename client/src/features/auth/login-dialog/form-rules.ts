import type { FormRule } from 'antd';
import { MOBILE_PATTERN, ValidationMessage } from '@aikc/shared/validation';

/** antd form rules carrying the exact messages of spec section 5 (validated on blur by the forms). */
export const mobileRules: FormRule[] = [
  { required: true, message: ValidationMessage.mobileRequired },
  { pattern: MOBILE_PATTERN, message: ValidationMessage.mobileFormat },
];
export const mobileCodeRules: FormRule[] = [{ required: true, message: ValidationMessage.mobileCodeRequired }];
export const passwordRules: FormRule[] = [{ required: true, message: ValidationMessage.passwordRequired }];
export const password2Rules: FormRule[] = [
  { required: true, message: ValidationMessage.password2Required },
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      !value || value === getFieldValue('password')
        ? Promise.resolve()
        : Promise.reject(new Error(ValidationMessage.password2Mismatch)),
  }),
];
