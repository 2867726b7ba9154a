import type { RankedVendor } from '@vsp/contract';

const joinNames = (vendors: readonly RankedVendor[]) => vendors.map((vendor) => vendor.name).join(' and ');

/**
 * When calibrating for evaluator leniency puts another vendor first, the panel should know before it
 * decides: the note names the calibrated winner and the raw one. Shared first places count as one
 * winner, so the note shows only when no calibrated winner is also a raw winner.
 */
export function calibrationNote(vendors: readonly RankedVendor[]): string | null {
  const raw = vendors.filter((vendor) => vendor.rank === 1);
  const calibrated = vendors.filter((vendor) => vendor.normalisedRank === 1);
  if (raw.length === 0 || calibrated.length === 0) return null;
  if (calibrated.some((vendor) => raw.includes(vendor))) return null;
  const verb = calibrated.length === 1 ? 'ranks' : 'rank';
  return `Calibrated for evaluator leniency, ${joinNames(calibrated)} ${verb} first instead of ${joinNames(raw)}.`;
}

/** Whether anyone has scored the event yet (a No Vote is a response too). */
export const hasResponses = (vendors: readonly RankedVendor[]) => vendors.some((vendor) => vendor.responses > 0);
