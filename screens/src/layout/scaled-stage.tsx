import { useEffect, useState, type ReactNode } from 'react';
import { DESIGN_HEIGHT, DESIGN_WIDTH, fitStage, stageTransform, type StageFit } from './scale.ts';
import { StageScaleContext } from './stage-context.ts';
import './scaled-stage.css';

const RESIZE_THROTTLE_MS = 200;

/** The 1920x1080 canvas, letterboxed into the window with transform: scale; resize throttled to 200 ms. */
export function ScaledStage({ children }: { children: ReactNode }) {
  const [fit, setFit] = useState<StageFit>(() => fitStage(window.innerWidth, window.innerHeight));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onResize = () => {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        setFit(fitStage(window.innerWidth, window.innerHeight));
      }, RESIZE_THROTTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (timer !== null) clearTimeout(timer);
    };
  }, []);
  return (
    <div className="stage-viewport">
      <div className="stage" style={{ width: DESIGN_WIDTH, height: DESIGN_HEIGHT, transform: stageTransform(fit) }}>
        <StageScaleContext.Provider value={fit.scale}>{children}</StageScaleContext.Provider>
      </div>
    </div>
  );
}
