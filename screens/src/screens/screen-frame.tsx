import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { BIG_SCREENS } from '@aikc/shared/routes';
import type { ScreenData, ScreenTopic } from '@aikc/shared/schemas/big-screen';
import type { ScreenStore } from '../data/screen-store.ts';
import { TitleBar } from '../layout/title-bar.tsx';
import './screen-frame.css';

/**
 * Title bar plus the screen body. The body gets the data, or null while the first snapshot is on its way
 * (every panel then shows its loading state).
 */
export const ScreenFrame = observer(function ScreenFrame<T extends ScreenTopic>({
  topic,
  store,
  children,
}: {
  topic: T;
  store: ScreenStore<T>;
  children: (data: ScreenData<T> | null) => ReactNode;
}) {
  const title = BIG_SCREENS.find((s) => s.id === topic)?.title ?? '';
  return (
    <div className={`screen screen-${topic}`} data-screen={topic} data-version={store.snapshot?.version ?? ''}>
      <TitleBar title={title} stale={store.stale} staleSince={store.staleSince} />
      <main className="screen-body">{children(store.snapshot?.data ?? null)}</main>
    </div>
  );
});
