import { createContext, useContext } from 'react';

/** The current stage scale, so charts can render sharp on walls larger than the design size. */
export const StageScaleContext = createContext(1);

export function useStageScale(): number {
  return useContext(StageScaleContext);
}
