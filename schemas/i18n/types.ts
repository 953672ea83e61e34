/** The shape of a catalogue with every text widened to `string`: another language must match it key for key. */
export type DeepStrings<T> = {
  [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]>;
};
