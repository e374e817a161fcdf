/**
 * What a phone may download on its first load of a buyer's event page: JS + CSS + fonts, as sent
 * (compressed), in KB. Weighed by `npm run bench:page-weight` (with the breakdown and phone timings)
 * and by e2e/page-weight.spec.ts in every CI run (docs/performance.md).
 */
export const PAGE_WEIGHT_BUDGET_KB = 150;
