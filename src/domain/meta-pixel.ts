// The Meta Pixel id rule, without zod: the public event page checks ids with it, and classic zod
// (about 16 KB compressed) must not reach a buyer's phone for one regular expression.

/** Meta Pixel ids are numeric; 5 to 20 digits covers every id Meta has issued. */
export const META_PIXEL_ID_PATTERN = /^\d{5,20}$/;
