import { type AppConfig, appBaseUrl } from '../config.ts';
import { createMercadoPagoGateway } from './mercadopago-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPixApiGateway } from './pix-api-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

/** Where Mercado Pago notifies the payments we create. */
export const MERCADOPAGO_WEBHOOK_PATH = '/api/webhooks/mercadopago';

/** The URL registered with the PSP; it calls `{this}/pix`. */
export function pixApiWebhookUrl(config: AppConfig): string {
  return `${appBaseUrl(config)}/api/webhooks/pix-api/${config.PIX_API_WEBHOOK_TOKEN ?? ''}`;
}

function required(value: string | undefined, name: string): string {
  // loadConfig already refused a missing credential with a message naming it.
  if (!value) throw new Error(`${name} is required`);
  return value;
}

/** The gateway named by PAYMENT_GATEWAY (credentials validated by loadConfig). */
export function createPaymentGateway(config: AppConfig): PaymentGateway {
  switch (config.PAYMENT_GATEWAY) {
    case 'sandbox':
      return createSandboxGateway({
        pixKey: config.PIX_KEY,
        merchantName: config.PIX_MERCHANT_NAME,
        merchantCity: config.PIX_MERCHANT_CITY,
      });
    case 'mercadopago':
      return createMercadoPagoGateway({
        accessToken: required(config.MERCADOPAGO_ACCESS_TOKEN, 'MERCADOPAGO_ACCESS_TOKEN'),
        publicKey: required(config.MERCADOPAGO_PUBLIC_KEY, 'MERCADOPAGO_PUBLIC_KEY'),
        apiBaseUrl: config.MERCADOPAGO_API_BASE_URL,
        sdkUrl: config.MERCADOPAGO_SDK_URL,
        notificationUrl: `${appBaseUrl(config)}${MERCADOPAGO_WEBHOOK_PATH}`,
        timeoutMs: config.GATEWAY_TIMEOUT_SECONDS * 1000,
      });
    case 'pix-api':
      return createPixApiGateway({
        baseUrl: required(config.PIX_API_BASE_URL, 'PIX_API_BASE_URL'),
        clientId: required(config.PIX_API_CLIENT_ID, 'PIX_API_CLIENT_ID'),
        clientSecret: required(config.PIX_API_CLIENT_SECRET, 'PIX_API_CLIENT_SECRET'),
        certPath: config.PIX_API_CERT_PATH,
        keyPath: config.PIX_API_KEY_PATH,
        pixKey: required(config.PIX_API_PIX_KEY, 'PIX_API_PIX_KEY'),
        timeoutMs: config.GATEWAY_TIMEOUT_SECONDS * 1000,
      });
  }
}
