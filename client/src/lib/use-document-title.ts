import { useEffect } from 'react';
import { PRODUCT_NAME, PRODUCT_SLOGAN } from '@aikc/shared/constants';

/** Sets the page <title> as "政策库 - AI科策云"; without a title, the product name and slogan. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : `${PRODUCT_NAME} - ${PRODUCT_SLOGAN}`;
  }, [title]);
}
