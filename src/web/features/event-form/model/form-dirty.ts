import type { EventFormValues } from './form-values.ts';

// Whether the organiser changed anything since the form was loaded or last saved. A picked banner
// file is compared by identity (JSON would see every File as `{}`).
function comparable(values: EventFormValues): string {
  return JSON.stringify({ ...values, banner: null });
}

export function isFormDirty(baseline: EventFormValues, values: EventFormValues): boolean {
  return values.banner !== baseline.banner || comparable(values) !== comparable(baseline);
}
