import { FORM_BUILDER_MESSAGES } from '../../../../domain/form-builder.ts';
import { notify } from '../../../shared/notify/notify.tsx';

/** Spec §5: "Erro de Validação" for 3 s whenever a modal refuses its fields. */
export function notifyValidationError(): void {
  notify('error', {
    title: FORM_BUILDER_MESSAGES.validationTitle,
    message: FORM_BUILDER_MESSAGES.validationBody,
    durationMs: 3000,
  });
}
