/** Pictures of the landing page's cards, by the card's id in `content/landing.ts`. */
export const ART: Record<string, string> = {
  range: '/landing/range.svg',
  verified: '/landing/verified.svg',
  delivery: '/landing/delivery.svg',
  batteries: '/landing/battery.svg',
  tires: '/landing/tire.svg',
  parts: '/landing/car-part.svg',
};

/** Pictures that point the way things move: drawn for left-to-right, mirrored for Arabic. */
export const DIRECTIONAL = new Set(['delivery']);
