/** The Catraca mark (the favicon's ticket) and word mark; decorative next to the link's own name. */
export function BrandLogo() {
  return (
    <>
      <svg className="bs-logo-mark" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#4c6ef5" />
        <path d="M10 19h44v9a4 4 0 0 0 0 8v9H10v-9a4 4 0 0 0 0-8z" fill="#fff" />
        <path d="M41 22.5v4M41 30v4M41 37.5v4" stroke="#4c6ef5" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="bs-logo-word">Catraca</span>
    </>
  );
}
