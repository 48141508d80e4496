import { buildAgencies, type SeedAgency } from './agencies.ts';
import { buildLabels, type LabelSet } from './labels.ts';

/** Row counts of one corpus. */
export interface SeedSizes {
  policies: number;
  interpretations: number;
  news: number;
  projects: number;
  companies: number;
}

/** Small enough that the first `npm start` seeds in a few seconds. */
export const DEFAULT_SIZES: SeedSizes = {
  policies: 3000,
  interpretations: 800,
  news: 1000,
  projects: 1500,
  companies: 8000,
};
export const DEFAULT_SEED = 20261122;

/** Everything a row generator needs besides its own row number: fixed lists and the corpus parameters. */
export interface SeedContext {
  seed: number;
  /** 'YYYY-MM-DD': nothing is published after it; project windows are placed around it. */
  today: string;
  sizes: SeedSizes;
  labels: LabelSet;
  agencies: SeedAgency[];
  /** Agencies by place key ('000000' national, else the province/city/district code) and level. */
  agenciesAt: Map<string, SeedAgency[]>;
}

export function placeKey(level: SeedAgency['level'], code: string): string {
  return `${level}:${code}`;
}

export function buildContext(seed: number, today: string, sizes: SeedSizes): SeedContext {
  const agencies = buildAgencies();
  const agenciesAt = new Map<string, SeedAgency[]>();
  for (const a of agencies) {
    const key = placeKey(a.level, a.region_code);
    const list = agenciesAt.get(key) ?? [];
    list.push(a);
    agenciesAt.set(key, list);
  }
  return { seed, today, sizes, labels: buildLabels(), agencies, agenciesAt };
}
