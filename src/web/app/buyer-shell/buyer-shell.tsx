import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCnpj, formatOperatorPhone } from '../../../domain/platform-operator.ts';
import { platformOperator } from '../../shared/platform/platform-operator.ts';
import { BrandLogo } from './brand-logo.tsx';
import './buyer-shell.css';

// The frame of every public page (issue 11 item 7): a header with the brand and help, the page,
// and a footer with help, terms and privacy. Plain elements and one small stylesheet, no Mantine
// layout components: it sits in the entry chunk of the buyers' app, whose budget is 150 KB
// (docs/decisions/0071, 0110). The served event markup draws the same header (served-event.ts),
// so nothing moves when React takes over.

export const SHELL_HEADER_HEIGHT_PX = 60;

function ShellHeader() {
  return (
    <header className="bs-header">
      <div className="bs-inner bs-header-inner">
        <Link to="/" className="bs-logo" aria-label="Catraca, página inicial">
          <BrandLogo />
        </Link>
        <nav aria-label="Atalhos" className="bs-header-nav">
          <Link to="/meus-ingressos" className="bs-header-link">
            Meus ingressos
          </Link>
          <Link to="/ajuda" className="bs-header-link">
            Ajuda
          </Link>
          {/* The organiser area is the other web app: a full page load (docs/decisions/0071). */}
          <a href="/admin/login" className="bs-header-link bs-header-cta">
            Crie seu evento
          </a>
        </nav>
      </div>
    </header>
  );
}

/** Who sells, as a buyer checks before paying (Decreto 7.962/2013, ADR 0470). */
function OperatorIdentity() {
  const operator = platformOperator();
  if (!operator) return null;
  return (
    <address className="bs-footer-text bs-footer-small bs-operator" data-testid="footer-operator">
      <span>
        {operator.razao_social} · <span className="bs-nowrap">CNPJ {formatCnpj(operator.cnpj)}</span>
      </span>
      <span>{operator.endereco}</span>
      <span>
        Atendimento: <a href={`mailto:${operator.email}`}>{operator.email}</a> ·{' '}
        <a href={`tel:+55${operator.telefone}`} className="bs-nowrap">
          {formatOperatorPhone(operator.telefone)}
        </a>
      </span>
    </address>
  );
}

function ShellFooter() {
  return (
    <footer className="bs-footer">
      <div className="bs-inner bs-footer-inner">
        <div className="bs-footer-brand">
          <Link to="/" className="bs-logo" aria-label="Catraca, página inicial">
            <BrandLogo />
          </Link>
          <p className="bs-footer-text">Ingressos e inscrições para eventos presenciais e online.</p>
        </div>
        <nav aria-label="Institucional" className="bs-footer-nav">
          <Link to="/meus-ingressos">Meus ingressos</Link>
          <Link to="/ajuda">Ajuda</Link>
          <Link to="/termos">Termos de Uso</Link>
          <Link to="/privacidade">Privacidade</Link>
        </nav>
        <OperatorIdentity />
        <p className="bs-footer-text bs-footer-small">
          Pagamentos por PIX e cartão de crédito em ambiente seguro. © {new Date().getFullYear()} Catraca
        </p>
      </div>
    </footer>
  );
}

/** Header, the page as the document's <main>, footer; a skip link for keyboard users first. */
export function BuyerShell({ children }: { children: ReactNode }) {
  return (
    <div className="bs-page">
      <a href="#conteudo" className="bs-skip">
        Pular para o conteúdo
      </a>
      <ShellHeader />
      <main id="conteudo" className="bs-main" tabIndex={-1}>
        {children}
      </main>
      <ShellFooter />
    </div>
  );
}
