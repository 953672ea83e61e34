/** A place on the map, in degrees. */
export type Point = { lat: number; lng: number };

const micro = (n: number) => Math.round(n * 1e6) / 1e6;

/** A place as it is kept: six decimals (about 10 cm), however it was found (click, drag, device). */
export const pointAt = (lat: number, lng: number): Point => ({ lat: micro(lat), lng: micro(lng) });
