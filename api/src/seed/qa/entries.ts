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
import { TIERS2_QA } from './more3.ts';
import { TASS3_QA } from './more3.ts';
import { ICSW3_QA } from './more3.ts';
import { TTAX3_QA } from './more3.ts';
import { SMALL3_QA } from './more3.ts';
import { NEV2_QA } from './more3.ts';
import { DATA2_QA } from './more3.ts';
import { SIZE2_QA } from './more3.ts';
import { PLEDGE2_QA } from './more3.ts';
import { IP3_QA } from './more3.ts';
import { TRANS3_QA } from './more3.ts';
import { VC3_QA } from './more3.ts';
import { RD3_QA } from './more3.ts';
import { HNTE3_QA } from './more4.ts';
import { TSME3_QA } from './more4.ts';
import { SMALL4_QA } from './more4.ts';
import { ICSW4_QA } from './more4.ts';
import { NEV3_QA } from './more4.ts';
import { TRANS4_QA } from './more4.ts';
import { IP4_QA } from './more4.ts';
import { CONTRACT2_QA } from './more4.ts';
import { SIZE3_QA } from './more4.ts';
import { EXTRA_QA } from './more4.ts';
import { EXTRA2_QA } from './more4.ts';
import { EXTRA3_QA } from './more4.ts';
import { EXTRA4_QA } from './more4.ts';
import { EXTRA5_QA } from './more4.ts';
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
  ...TIERS2_QA,
  ...TASS3_QA,
  ...ICSW3_QA,
  ...TTAX3_QA,
  ...SMALL3_QA,
  ...NEV2_QA,
  ...DATA2_QA,
  ...SIZE2_QA,
  ...PLEDGE2_QA,
  ...IP3_QA,
  ...TRANS3_QA,
  ...VC3_QA,
  ...RD3_QA,
  ...HNTE3_QA,
  ...TSME3_QA,
  ...SMALL4_QA,
  ...ICSW4_QA,
  ...NEV3_QA,
  ...TRANS4_QA,
  ...IP4_QA,
  ...CONTRACT2_QA,
  ...SIZE3_QA,
  ...EXTRA_QA,
  ...EXTRA2_QA,
  ...EXTRA3_QA,
  ...EXTRA4_QA,
  ...EXTRA5_QA,
  ...RD_QA,
  ...SMALL_QA,
  ...TASS_QA,
  ...TIERS_QA,
  ...TTAX_QA,
  ...TRANS_QA,
  ...TSME_QA,
  ...VC_QA,
];
