// What a person sees when a ticket or receipt link cannot give a PDF (issue 22): a page in pt-BR
// instead of the API's JSON, for browsers only (an API client still gets the spec's error body).
// Self-contained (no script, no external file): it is answered by the document routes themselves.

import type { AppError } from '../http/app-error.ts';
import { escapeHtml } from '../web/html-page.ts';

interface PageText {
  title: string;
  message: string;
}

function pageText(error: AppError): PageText {
  if (error.type === 'conflict') {
    return {
      title: 'Pagamento ainda não confirmado',
      message:
        'Os ingressos e recibos ficam disponíveis assim que o pagamento é confirmado. Um PIX costuma ser confirmado em poucos minutos; quando isso acontecer, você também recebe tudo por e-mail. Tente este link de novo em instantes.',
    };
  }
  return {
    title: 'Documento não encontrado',
    message:
      'Este link de ingresso ou recibo não existe ou está incompleto. Confira se copiou o endereço inteiro do e-mail de confirmação.',
  };
}

/** Whether the request is a person's browser opening the link (not an API call). */
export function wantsHtml(accept: string | undefined): boolean {
  return (accept ?? '').includes('text/html');
}

export function documentErrorPage(error: AppError): string {
  const { title, message } = pageText(error);
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Catraca</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8f9fa;color:#212529}
header{background:#fff;border-bottom:1px solid #dee2e6;padding:14px 20px;font-weight:700;font-size:20px;color:#364fc7}
main{max-width:560px;margin:40px auto;padding:0 16px}
section{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:24px}
h1{font-size:24px;line-height:1.3;margin:0 0 12px}
p{font-size:16px;line-height:1.5;margin:0 0 20px}
a{display:inline-block;min-height:44px;line-height:44px;padding:0 18px;border-radius:6px;background:#364fc7;color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<header>Catraca</header>
<main>
<section>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<a href="/">Ir para a página inicial</a>
</section>
</main>
</body>
</html>`;
}
