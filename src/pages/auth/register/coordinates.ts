import { parseLocalizedNumber } from '../../../../schemas/digits';
import type { Point } from '../../../map/point';

export type { Point };

/** Typed coordinates as a point, when both are numbers in range; anything else leaves the marker off. */
export const toPoint = (lat: string, lng: string): Point | null => {
  const a = parseLocalizedNumber(lat);
  const b = parseLocalizedNumber(lng);
  if (typeof a !== 'number' || typeof b !== 'number') return null;
  return Math.abs(a) <= 90 && Math.abs(b) <= 180 ? { lat: a, lng: b } : null;
};
