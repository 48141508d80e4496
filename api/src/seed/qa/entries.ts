import { HNTE_QA } from './hnte.ts';
import { ICSW_QA } from './ic.ts';
import { IP_QA } from './ip.ts';
import { PLEDGE_QA } from './ip.ts';
import { CONTRACT_QA } from './ip.ts';
import { NEV_QA } from './ip.ts';
import { DATA_QA } from './ip.ts';
import { SIZE_QA } from './ip.ts';
import { HNTE2_QA } from './more-hnte.ts';
import { TSME2_QA } from './more-misc.ts';
import { TASS2_QA } from './more-misc.ts';
import { SMALL2_QA } from './more-misc.ts';
import { IP2_QA } from './more-misc.ts';
import { TRANS2_QA } from './more-misc.ts';
import { VC2_QA } from './more-misc.ts';
import { TTAX2_QA } from './more-misc.ts';
import { ICSW2_QA } from './more-misc.ts';
import { RD2_QA } from './more-rd.ts';
import { RD_QA } from './rd.ts';
import { SMALL_QA } from './small.ts';
import { TASS_QA } from './tass.ts';
import { TIERS_QA } from './tiers.ts';
import { TTAX_QA } from './transfer-tax.ts';
import { TRANS_QA } from './transfer.ts';
import { TSME_QA } from './tsme.ts';
import { VC_QA } from './vc.ts';
import type { QaEntry } from './model.ts';

/** Every 问答库 entry, by theme. */
export const QA_ENTRIES: readonly QaEntry[] = [
  ...HNTE_QA,
  ...ICSW_QA,
  ...IP_QA,
  ...PLEDGE_QA,
  ...CONTRACT_QA,
  ...NEV_QA,
  ...DATA_QA,
  ...SIZE_QA,
  ...HNTE2_QA,
  ...TSME2_QA,
  ...TASS2_QA,
  ...SMALL2_QA,
  ...IP2_QA,
  ...TRANS2_QA,
  ...VC2_QA,
  ...TTAX2_QA,
  ...ICSW2_QA,
  ...RD2_QA,
  ...RD_QA,
  ...SMALL_QA,
  ...TASS_QA,
  ...TIERS_QA,
  ...TTAX_QA,
  ...TRANS_QA,
  ...TSME_QA,
  ...VC_QA,
];
