// The largest order, in participants (and so ticket lines). Its own zod-free module: the buyer's
// first load (the cart's cap, src/domain/order-limits.ts) imports it without the schemas of
// input-bounds.ts, which would bring zod into that load (page-weight budget, ADR 0230).
export const MAX_PARTICIPANTS_PER_ORDER = 100;
