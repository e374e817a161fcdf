import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCnpj, formatOperatorPhone, lgpdRequestHref } from '../../../../domain/platform-operator.ts';
import { platformOperator } from '../../../shared/platform/platform-operator.ts';
import { LegalSection } from './legal-page.tsx';

/** The company that runs the platform, its CNPJ, address and contacts (ADR 0470). */
export function OperatorDetails({ title }: { title: string }) {
  const operator = platformOperator();
  if (!operator) return null;
  return (
    <LegalSection title={title}>
      <Text component="address" fs="normal" data-testid="operator-details">
        <strong>{operator.razao_social}</strong>
        <br />
        CNPJ {formatCnpj(operator.cnpj)}
        <br />
        {operator.endereco}
        <br />
        E-mail: <Anchor href={`mailto:${operator.email}`}>{operator.email}</Anchor>
        <br />
        Telefone:{' '}
        <Anchor href={`tel:+55${operator.telefone}`}>{formatOperatorPhone(operator.telefone)}</Anchor>
      </Text>
    </LegalSection>
  );
}

/** The encarregado and how to exercise the LGPD rights (art. 18, art. 41). */
export function DataRightsRequest() {
  const operator = platformOperator();
  if (!operator) return null;
  const { nome, email } = operator.encarregado;
  return (
    <LegalSection title="Como exercer seus direitos">
      <Text>
        O encarregado pelo tratamento de dados pessoais (DPO) da {operator.razao_social} é{' '}
        {nome ? `${nome}, ` : ''}pelo e-mail{' '}
        <Anchor href={lgpdRequestHref(operator)} data-testid="dpo-email">
          {email}
        </Anchor>
        . Escreva do e-mail usado na compra ou na inscrição, diga o que deseja e, se for o caso, o nome do
        evento e o código do pedido. Você pode pedir:
      </Text>
      <List spacing={4}>
        <List.Item>
          <strong>Acesso</strong>: uma cópia dos dados que guardamos sobre você e com quem foram
          compartilhados;
        </List.Item>
        <List.Item>
          <strong>Correção</strong>: dados incompletos, inexatos ou desatualizados;
        </List.Item>
        <List.Item>
          <strong>Eliminação</strong>, anonimização ou bloqueio de dados desnecessários ou tratados sem base
          legal, e a revogação de um consentimento dado;
        </List.Item>
        <List.Item>
          <strong>Portabilidade</strong> e informação sobre o compartilhamento.
        </List.Item>
      </List>
      <Text>
        Respondemos em até 15 dias. Registros de compras e documentos fiscais são guardados pelo prazo que a
        lei exige mesmo após um pedido de eliminação. Para ver agora os seus pedidos e ingressos, use{' '}
        <Anchor component={Link} to="/meus-ingressos">
          Meus ingressos
        </Anchor>
        . Se não ficar satisfeito com a resposta, você pode reclamar à Autoridade Nacional de Proteção de
        Dados (ANPD).
      </Text>
    </LegalSection>
  );
}
