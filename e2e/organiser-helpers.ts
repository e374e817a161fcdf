import { type APIRequestContext, expect, type Page } from '@playwright/test';

// Helpers for the organiser-area journeys of issue 12.

export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? null;

/** Saves a full-page screenshot when SCREENSHOT_DIR is set (the reviewer's eyes, not an assertion). */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage });
}

export function uniqueOrganiserEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@teste.com.br`;
}

// An .eml body may be quoted-printable: "=3D" for "=" and soft line breaks ending in "=".
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** The reset link e-mailed to `email`, read from the development outbox (GET /api/dev/outbox). */
export function readResetLink(request: APIRequestContext, email: string): Promise<string> {
  return readEmailedLink(request, email, 'redefinir-senha');
}

/** The sign-up confirmation link e-mailed to `email` (docs/decisions/0047-sign-up-by-e-mail-link.md). */
export function readSignupLink(request: APIRequestContext, email: string): Promise<string> {
  return readEmailedLink(request, email, 'confirmar-cadastro');
}

async function readEmailedLink(request: APIRequestContext, email: string, page: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        });
        const entries = ((await res.json()) as { data: unknown[] }).data;
        for (const entry of entries) {
          const text = decodeQuotedPrintable(JSON.stringify(entry));
          if (!text.includes(email)) continue;
          const match = new RegExp(`https?://[^\\s"\\\\<>]+/admin/${page}#token=[A-Za-z0-9_-]+`).exec(text);
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `no ${page} e-mail for ${email}` },
    )
    .toBe(true);
  return link ?? '';
}

/** True when the page scrolls sideways (the admin must not, even at 390 px). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** Every label of a Mantine badge on the page that is cut ("EM AN…"). */
export async function clippedBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-label')]
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? ''),
  );
}
