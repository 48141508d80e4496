import { ADVANCED_SERVICES_QA } from './advanced-services.ts';
import { DATA_QA } from './data.ts';
import { FIRST_SET_QA } from './first-set.ts';
import { HIGH_TECH_QA } from './high-tech.ts';
import { HIGH_TECH_2_QA } from './high-tech-2.ts';
import { INNOVATIVE_SME_QA } from './innovative-sme.ts';
import { IP_PLEDGE_QA } from './ip-pledge.ts';
import { MAKER_SPACE_QA } from './maker-space.ts';
import { NEW_ENERGY_VEHICLES_QA } from './new-energy-vehicles.ts';
import { NEW_RD_INSTITUTIONS_QA } from './new-rd-institutions.ts';
import { PATENTS_QA } from './patents.ts';
import { PATENTS_2_QA } from './patents-2.ts';
import { RD_DEDUCTION_QA } from './rd-deduction.ts';
import { RD_DEDUCTION_2_QA } from './rd-deduction-2.ts';
import { SMALL_BUSINESS_QA } from './small-business.ts';
import { SME_SIZE_QA } from './sme-size.ts';
import { SME_TIERS_QA } from './sme-tiers.ts';
import { SOFTWARE_IC_QA } from './software-ic.ts';
import { TALENT_QA } from './talent.ts';
import { TECH_CONTRACTS_QA } from './tech-contracts.ts';
import { TECH_SME_QA } from './tech-sme.ts';
import { TECH_TRANSFER_TAX_QA } from './tech-transfer-tax.ts';
import { TRANSFER_QA } from './transfer.ts';
import { VENTURE_QA } from './venture.ts';
import type { QaEntry } from './model.ts';

/** Every 问答库 entry, one file per theme (ids are fixed by each entry's prefix and order, not by the file). */
export const QA_ENTRIES: readonly QaEntry[] = [
  ...ADVANCED_SERVICES_QA,
  ...DATA_QA,
  ...FIRST_SET_QA,
  ...HIGH_TECH_QA,
  ...HIGH_TECH_2_QA,
  ...INNOVATIVE_SME_QA,
  ...IP_PLEDGE_QA,
  ...MAKER_SPACE_QA,
  ...NEW_ENERGY_VEHICLES_QA,
  ...NEW_RD_INSTITUTIONS_QA,
  ...PATENTS_QA,
  ...PATENTS_2_QA,
  ...RD_DEDUCTION_QA,
  ...RD_DEDUCTION_2_QA,
  ...SMALL_BUSINESS_QA,
  ...SME_SIZE_QA,
  ...SME_TIERS_QA,
  ...SOFTWARE_IC_QA,
  ...TALENT_QA,
  ...TECH_CONTRACTS_QA,
  ...TECH_SME_QA,
  ...TECH_TRANSFER_TAX_QA,
  ...TRANSFER_QA,
  ...VENTURE_QA,
];
