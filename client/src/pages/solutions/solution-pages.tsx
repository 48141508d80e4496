import { SOLUTIONS } from './solution-configs.ts';
import { SolutionPage } from './solution-page.tsx';

// routes.tsx loads every /szhfa/* page from this module.
export { OpenApiPage } from './openapi-page.tsx';

/** /szhfa/cyy */
export const IndustrialParkSolutionPage = () => <SolutionPage config={SOLUTIONS.cyy} />;
/** /szhfa/jrjg */
export const FinanceSolutionPage = () => <SolutionPage config={SOLUTIONS.jrjg} />;
/** /szhfa/qyfw */
export const EnterpriseServiceSolutionPage = () => <SolutionPage config={SOLUTIONS.qyfw} />;
/** /szhfa/zfjg */
export const GovernmentSolutionPage = () => <SolutionPage config={SOLUTIONS.zfjg} />;
