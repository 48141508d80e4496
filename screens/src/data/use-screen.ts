import { useEffect, useState } from 'react';
import type { ScreenTopic } from '@aikc/shared/schemas/big-screen';
import { ScreenStore } from './screen-store.ts';
import { createScreenSource } from './source.ts';

/** A screen's store, connected to its source while the screen is mounted. */
export function useScreen<T extends ScreenTopic>(topic: T): ScreenStore<T> {
  const [store] = useState(() => new ScreenStore<T>());
  useEffect(() => store.connect(createScreenSource(topic)), [store, topic]);
  return store;
}
