import { OtherApi } from '@aikc/shared/api-paths-user';
import { asRegionRecord, type RegionRecord } from '@aikc/shared/region-option';
import { httpGet } from '../../../lib/http.ts';

/** The visitor's region by IP (`other/get_ip_address`); null when unknown or the call fails. */
export async function fetchIpRegion(): Promise<RegionRecord | null> {
  try {
    const data = await httpGet<unknown>(OtherApi.getIpAddress, {}, { silent: true });
    // The call is young and its extra fields are not settled; only id and name matter to the header.
    return asRegionRecord(data);
  } catch {
    return null;
  }
}
