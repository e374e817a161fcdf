import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LegalPage, LegalSection } from './legal-page.tsx';
import { OperatorDetails } from './operator-details.tsx';

/** /ajuda: what buyers ask most, linked from the header and footer of every public page. */
export function HelpPage() {
  return (
    <LegalPage
      title="Ajuda"
      updatedAt={null}
      intro="Respostas rápidas para quem compra ingressos ou se inscreve em eventos publicados na Catraca."
    >
      <LegalSection title="Onde estão meus ingressos?">
        <Text>
          Assim que o pagamento é confirmado, a tela de confirmação mostra o botão Baixar ingressos e enviamos
          os ingressos para o e-mail informado na compra. Confira a caixa de spam se o e-mail não chegar em
          alguns minutos.
        </Text>
        <Text>
          Em{' '}
          <Anchor component={Link} to="/meus-ingressos">
            Meus ingressos
          </Anchor>{' '}
          você informa o seu e-mail e recebe um link para ver todos os seus pedidos e pré-inscrições, baixar
          ingressos e recibos e abrir a página de cada pedido (onde ele pode ser cancelado no prazo).
        </Text>
      </LegalSection>
      <LegalSection title="Como funciona o pagamento?">
        <List spacing={4}>
          <List.Item>
            PIX: o QR Code vale pelo tempo indicado na tela do pagamento (15 minutos, salvo se o organizador
            definir outro); a confirmação chega em instantes.
          </List.Item>
          <List.Item>
            Cartão de crédito: em até 12x sem juros, conforme o evento (parcela mínima de R$ 35,00).
          </List.Item>
          <List.Item>Eventos gratuitos não pedem pagamento: a inscrição é confirmada na hora.</List.Item>
        </List>
      </LegalSection>
      <LegalSection title="O que é uma pré-inscrição?">
        <Text>
          Alguns eventos selecionam os participantes. Nesses casos você envia uma pré-inscrição, sem pagar
          nada. Se for selecionado, recebe um e-mail com o link e o prazo para pagar; o mesmo link mostra a
          situação da sua pré-inscrição a qualquer momento.
        </Text>
      </LegalSection>
      <LegalSection title="Preciso cancelar ou mudar dados">
        <Text>
          Até 7 dias depois da compra (e até o limite antes do evento), você mesmo cancela o pedido na página
          do pedido, aberta pelo link do e-mail ou por Meus ingressos, e o valor volta pelo mesmo meio de
          pagamento. Fora desse prazo, trocas de participante e reembolsos são decididos pelo organizador do
          evento: o nome e o contato dele estão na página do evento e nos e-mails da compra. Tenha em mãos o
          código do pedido, que está na tela de confirmação e no e-mail.
        </Text>
      </LegalSection>
      <OperatorDetails title="Fale com a Catraca" />
      <LegalSection title="Seus dados">
        <Text>
          Veja como tratamos os seus dados na{' '}
          <Anchor component={Link} to="/privacidade">
            Política de Privacidade
          </Anchor>{' '}
          e as regras de uso nos{' '}
          <Anchor component={Link} to="/termos">
            Termos de Uso
          </Anchor>
          .
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
