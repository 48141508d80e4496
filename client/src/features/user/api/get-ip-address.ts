import { z } from 'zod';
import { OtherApi } from '@aikc/shared/api-paths';
import type { RegionRecord } from '@aikc/shared/regions';
import { httpGet } from '../../../lib/http.ts';

// The call is young and its extra fields are not settled; only id and name matter to the header.
const IpRegionSchema = z.object({ id: z.coerce.number().int().nonnegative(), name: z.string() });

/** The visitor's region by IP (`other/get_ip_address`); null when unknown or the call fails. */
export async function fetchIpRegion(): Promise<RegionRecord | null> {
  try {
    const data = await httpGet<unknown>(OtherApi.getIpAddress, {}, { silent: true });
    const parsed = IpRegionSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
