import { z } from 'zod';

/**
 * The big-screen data calls (`/api/front/big_screen/s1data` .. `s4data`). Each answer is a snapshot:
 * `{version, generated_at, data}`. `version` is a hash of `data` alone, so two snapshots with the same
 * version show the same picture and the gateway can tell change from no change without a deep compare.
 * Labels the screen shows are chosen by the screen; the server sends keys and numbers (and names that come
 * from the data itself: regions, agencies, industries, tags).
 */
export const BigScreenQuerySchema = z.object({}).strip();

const count = z.number().int().nonnegative();
const amount = z.number();

export const NameValueSchema = z.object({ name: z.string(), value: amount });
export type NameValue = z.infer<typeof NameValueSchema>;

/** A region's count: provinces carry their short map name (广东); cities and districts their full name. */
export const RegionValueSchema = z.object({ code: z.string().regex(/^\d{6}$/), name: z.string(), value: count });
export type RegionValue = z.infer<typeof RegionValueSchema>;

/**
 * Counts by province, and by city within each province for the map drill-down. Municipalities (北京, 上海,
 * 天津, 重庆) list their districts instead of cities, as their map files do.
 */
export const RegionDistributionSchema = z.object({
  provinces: z.array(RegionValueSchema),
  cities: z.array(RegionValueSchema.extend({ province_code: z.string().regex(/^\d{6}$/) })),
});
export type RegionDistribution = z.infer<typeof RegionDistributionSchema>;

/** A time series over shared periods ('YYYY-MM' or 'YYYY'); every series has one value per period. */
export const TrendSchema = z.object({
  periods: z.array(z.string()),
  series: z.array(z.object({ key: z.string(), values: z.array(amount) })),
});
export type Trend = z.infer<typeof TrendSchema>;

export const PolicyBriefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  agency: z.string(),
  level: z.string(),
  publish_date: z.string(),
});
export type PolicyBrief = z.infer<typeof PolicyBriefSchema>;

export const ProjectBriefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  apply_end: z.string(),
  /** Whole days from today (CST) to the closing date; 0 means it closes today. */
  days_left: z.number().int(),
});
export type ProjectBrief = z.infer<typeof ProjectBriefSchema>;

export const CompanyBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  industry: z.string(),
  region: z.string(),
  patents: count,
});
export type CompanyBrief = z.infer<typeof CompanyBriefSchema>;

export const IpTotalsSchema = z.object({ invention: count, utility: count, design: count, software: count });
export type IpTotals = z.infer<typeof IpTotalsSchema>;

/** Sums over company_financials per year, in 万元. */
export const FinanceYearSchema = z.object({
  year: z.number().int(),
  revenue: amount,
  rd_expense: amount,
  net_profit: amount,
});
export type FinanceYear = z.infer<typeof FinanceYearSchema>;

export const S1DataSchema = z.object({
  totals: z.object({
    policies: count,
    projects: count,
    companies: count,
    hightech: count,
    patents: count,
    software_copyrights: count,
    news: count,
    interpretations: count,
  }),
  region: RegionDistributionSchema,
  /** Monthly: keys 'policies', 'projects' (by publish date) over the last 12 months. */
  trend: TrendSchema,
  top_provinces: z.array(NameValueSchema),
  qualifications: z.array(NameValueSchema),
  ip: IpTotalsSchema,
  finance: z.array(FinanceYearSchema),
  latest_policies: z.array(PolicyBriefSchema),
});
export type S1Data = z.infer<typeof S1DataSchema>;

export const S2DataSchema = z.object({
  totals: z.object({
    policies: count,
    policies_this_year: count,
    valid_policies: count,
    interpretations: count,
    open_projects: count,
    closing_projects: count,
    upcoming_projects: count,
  }),
  region: RegionDistributionSchema,
  /** Monthly: keys 'policies', 'interpretations' over the last 12 months. */
  trend: TrendSchema,
  /** By level, keys national/provincial/municipal/district as names. */
  levels: z.array(NameValueSchema),
  types: z.array(NameValueSchema),
  agencies: z.array(NameValueSchema),
  open_projects: z.array(ProjectBriefSchema),
  closing_projects: z.array(ProjectBriefSchema),
  latest_policies: z.array(PolicyBriefSchema),
});
export type S2Data = z.infer<typeof S2DataSchema>;

/** Companies by province x industry section, for the 3D bar (and its 2D fallback). */
export const MatrixSchema = z.object({
  rows: z.array(z.string()),
  columns: z.array(z.string()),
  /** [rowIndex, columnIndex, value] */
  cells: z.array(z.tuple([z.number().int(), z.number().int(), count])),
});
export type Matrix = z.infer<typeof MatrixSchema>;

export const S3DataSchema = z.object({
  totals: z.object({
    companies: count,
    hightech: count,
    specialized: count,
    patents: count,
    software_copyrights: count,
    registered_capital: amount,
  }),
  region: RegionDistributionSchema,
  industries: z.array(NameValueSchema),
  qualifications: z.array(NameValueSchema),
  /** Yearly: key 'companies' by founding year. */
  founding: TrendSchema,
  matrix: MatrixSchema,
  ip: IpTotalsSchema,
  finance: z.array(FinanceYearSchema),
  top_companies: z.array(CompanyBriefSchema),
});
export type S3Data = z.infer<typeof S3DataSchema>;

export const CHAIN_STAGES = ['upstream', 'midstream', 'downstream'] as const;
export type ChainStage = (typeof CHAIN_STAGES)[number];

export const ChainNodeSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** GB/T 4754-2017 industry codes (prefixes) the node covers. */
  industry_codes: z.array(z.string()),
  companies: count,
  policies: count,
  projects: count,
  leaders: z.array(z.string()),
});
export type ChainNode = z.infer<typeof ChainNodeSchema>;

export const ChainSchema = z.object({
  key: z.string(),
  name: z.string(),
  stages: z.array(z.object({ stage: z.enum(CHAIN_STAGES), nodes: z.array(ChainNodeSchema) })),
  totals: z.object({ companies: count, policies: count, projects: count, patents: count }),
  region: RegionDistributionSchema,
  /** Yearly: key 'companies' by founding year of the chain's companies. */
  founding: TrendSchema,
  leaders: z.array(CompanyBriefSchema),
  policies: z.array(PolicyBriefSchema),
});
export type Chain = z.infer<typeof ChainSchema>;

export const S4DataSchema = z.object({ chains: z.array(ChainSchema).min(1) });
export type S4Data = z.infer<typeof S4DataSchema>;

/** The snapshot envelope of every screen answer. */
export function screenSnapshotSchema<T extends z.ZodType>(data: T) {
  return z.object({ version: z.string().min(1).max(64), generated_at: z.number().int(), data });
}

export const ScreenDataSchemas = { s1: S1DataSchema, s2: S2DataSchema, s3: S3DataSchema, s4: S4DataSchema } as const;
export type ScreenTopic = keyof typeof ScreenDataSchemas;
export const SCREEN_TOPICS = ['s1', 's2', 's3', 's4'] as const satisfies readonly ScreenTopic[];
export type ScreenData<T extends ScreenTopic> = z.infer<(typeof ScreenDataSchemas)[T]>;
export interface ScreenSnapshot<T extends ScreenTopic = ScreenTopic> {
  version: string;
  generated_at: number;
  data: ScreenData<T>;
}

export const S1SnapshotSchema = screenSnapshotSchema(S1DataSchema);
export const S2SnapshotSchema = screenSnapshotSchema(S2DataSchema);
export const S3SnapshotSchema = screenSnapshotSchema(S3DataSchema);
export const S4SnapshotSchema = screenSnapshotSchema(S4DataSchema);
export const ScreenSnapshotSchemas = {
  s1: S1SnapshotSchema,
  s2: S2SnapshotSchema,
  s3: S3SnapshotSchema,
  s4: S4SnapshotSchema,
} as const;
