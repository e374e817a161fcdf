// Every step after the event page's first (the cart): one chunk, loaded when the buyer picks a
// ticket or lands on a later step, so the first visit downloads only what it shows.
export { CheckoutFrame } from './checkout-frame.tsx';
export { CheckoutStep } from './checkout-step.tsx';
export { ParticipantFormsStep } from './participant-forms-step.tsx';
export { PaymentMethodStep } from './payment-method-step.tsx';
export { PixStep } from './pix-step.tsx';
export { PreRegistrationCheckout } from './pre-registration-checkout.tsx';
