import type { AppConfig } from '../config.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

/** The gateway named by PAYMENT_GATEWAY; only the sandbox exists today. */
export function createPaymentGateway(config: AppConfig): PaymentGateway {
  switch (config.PAYMENT_GATEWAY) {
    case 'sandbox':
      return createSandboxGateway({
        pixKey: config.PIX_KEY,
        merchantName: config.PIX_MERCHANT_NAME,
        merchantCity: config.PIX_MERCHANT_CITY,
      });
  }
}
