import { deferUntilOpen } from '../../lib/deferred.tsx';

/** The feedback dialog (form, upload, radio), fetched when a page first opens it. */
export const FeedbackModal = deferUntilOpen(() => import('./feedback-modal.tsx').then((m) => m.FeedbackModal));
