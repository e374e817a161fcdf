// /eventos/:slug: the server puts the page's event in the HTML it serves, as the JSON body of
// `<script type="application/json" id=…>` — the same PublicEvent the API returns — so the
// page renders without asking again (src/server/web/served-event.ts, get-public-event.ts).
export const SERVED_EVENT_ELEMENT_ID = 'catraca-served-event';
