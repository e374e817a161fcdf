// Spec §7: the vouchers and the receipt of one payment, saved under the spec's file names.

export const DOCUMENTS = {
  vouchers: {
    url: (id: string) => `/voucher/order-payment/${encodeURIComponent(id)}`,
    fileName: 'Ingressos dos Participantes.pdf',
    error: 'Não foi possível baixar os vouchers. Tente novamente.',
  },
  receipt: {
    url: (id: string) => `/receipt/order-payment/${encodeURIComponent(id)}`,
    fileName: 'Recibo da Pré-Inscrição.pdf',
    error: 'Não foi possível baixar o recibo. Tente novamente.',
  },
} as const;

export const MISSING_PAYMENT_ID_MESSAGE = 'ID do pagamento não encontrado. Tente novamente.';

/** Fetches the PDF and saves it; returns the spec's message on failure, null on success. */
export async function downloadDocument(
  kind: keyof typeof DOCUMENTS,
  orderPaymentId: string | null,
): Promise<string | null> {
  if (!orderPaymentId) return MISSING_PAYMENT_ID_MESSAGE;
  const document = DOCUMENTS[kind];
  try {
    const response = await fetch(document.url(orderPaymentId), {
      headers: { Accept: 'application/pdf' },
      credentials: 'same-origin',
    });
    if (!response.ok) return document.error;
    const url = URL.createObjectURL(await response.blob());
    const link = window.document.createElement('a');
    link.href = url;
    link.download = document.fileName;
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return null;
  } catch {
    return document.error;
  }
}
