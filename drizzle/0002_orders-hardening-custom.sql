-- Approval pre-registrations take no stock (ADR 0021). Before that was enforced, each one added its
-- tickets to ticket_types.sold; give back what orders still awaiting approval took, so the counters
-- equal the paid and held places behind them. (They never took event places or coupon uses.)
UPDATE ticket_types AS tt
SET sold = GREATEST(tt.sold - taken.quantity, 0)
FROM (
  SELECT ol.ticket_type_id, sum(ol.quantity)::int AS quantity
  FROM order_lines ol
  JOIN orders o ON o.id = ol.order_id
  WHERE o.status = 'awaiting_approval'
  GROUP BY ol.ticket_type_id
) AS taken
WHERE tt.id = taken.ticket_type_id;
