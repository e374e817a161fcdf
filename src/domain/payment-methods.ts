// Kept apart from the zod contracts: the buyer's first page reads this list, and importing any
// value from a contract module brings the whole zod schema API into its download.
export const PAYMENT_METHODS = ['pix', 'credit_card'] as const;
