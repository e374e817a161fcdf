/** The coupons of an event, as the Cupons tab lists them. */
export const couponsQueryKey = (eventId: number) => ['admin', 'events', eventId, 'coupons'] as const;
