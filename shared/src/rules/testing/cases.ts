import type { GaoxinInput } from '../gaoxin-input.ts';
import type { ZhuanjingInput } from '../zhuanjing-input.ts';

/** The day the fixtures are evaluated on. */
export const AS_OF = '2026-11-25';

/**
 * A 高企 case that passes at exactly 71 points with every base condition at its boundary (科技人员 10 %,
 * R&D 5 %, 境内 60 %, 高新收入 60 %). Shared by the unit tests and the browser test.
 */
export const GAOXIN_PASS_71: GaoxinInput = {
  established: '2018-01-01',
  techField: '电子信息',
  staffTotal: 100,
  techStaff: 10,
  sales: [4000, 4000, 4400],
  rd: [200, 210, 210],
  rdDomestic: 372,
  totalIncome: 4500,
  hiTechIncome: 2700,
  netAssets: [1000, 1000, 1700],
  class1Count: 1,
  class2Count: 0,
  acquisition: 'self',
  advancePts: 7,
  corePts: 7,
  acquisitionPts: 5,
  standardPts: 0,
  conversions: [3, 3, 3],
  mgmtSystem: 6,
  mgmtInstitution: 6,
  mgmtIncentive: 4,
  mgmtTalent: 4,
  noAccident: true,
};

/** 90 points, but 科技人员 9 % (condition 4 fails). */
export const GAOXIN_FAIL_90: GaoxinInput = {
  ...GAOXIN_PASS_71,
  techStaff: 9,
  sales: [4000, 4000, 6000],
  rd: [200, 200, 200],
  rdDomestic: 600,
  class1Count: 2,
  advancePts: 8,
  corePts: 8,
  acquisitionPts: 6,
  conversions: [5, 5, 5],
  mgmtTalent: 3,
};

/** A 创新型 case that fails the score (innovation only) but passes by a direct condition (高企 title). */
export const CXXZX_DIRECT: ZhuanjingInput = {
  isSme: true,
  notListed: true,
  productsAllowed: true,
  noIncidents: true,
  revenue: [3000, 3000, 3000],
  mainRevenue: [2000, 2000, 2000],
  rd: [20, 20, 20],
  liabilities: 800,
  assets: 1000,
  ipGrade: 'class2',
  strategicEmerging: false,
  sciTechAward: false,
  techTitle: true,
  provincialRdCentre: false,
  equity3y: 0,
};
