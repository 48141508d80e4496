import { deferUntilOpen } from '../../../lib/deferred.tsx';

/** The big-screen chooser, fetched when it first opens. */
export const BigScreenChooser = deferUntilOpen(() =>
  import('./big-screen-chooser.tsx').then((m) => m.BigScreenChooser),
);
