export const STAR_KEYS = ['1star', '2star', '3star', '4star', '5star'] as const;

export type StarKey = (typeof STAR_KEYS)[number];
