import type { EventVendorInfo } from '@vsp/bff/api-types';
import { send } from '@vsp/api-client';
import { adminKeys } from '../../../lib/keys';

export const INFO_STALE_KEYS = [adminKeys.eventVendorInfo];

export const saveEventVendorInfo = (eventId: number, vendorId: number, info: string) =>
  send<EventVendorInfo>('PUT', `${adminKeys.eventVendorInfo}/${eventId}/${vendorId}`, { info });
