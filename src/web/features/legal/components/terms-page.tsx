import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LegalPage, LegalSection } from './legal-page.tsx';
import { OperatorDetails } from './operator-details.tsx';

/** /termos: the terms an organiser accepts when creating an account. */
export function TermsPage() {
  return (
    <LegalPage
      title="Termos de Uso"
      intro="Estes termos valem para quem cria uma conta de organizador na Catraca e para quem compra ingressos ou se inscreve em eventos publicados nela. Ao usar a plataforma, você concorda com eles."
    >
      <OperatorDetails title="Quem opera a plataforma" />
      <LegalSection title="1. O que a Catraca faz">
        <Text>
          A Catraca é uma plataforma para vender ingressos e receber inscrições em eventos presenciais ou
          online. Os organizadores publicam os eventos; os compradores escolhem ingressos, preenchem os dados
          dos participantes e pagam por PIX ou cartão de crédito.
        </Text>
      </LegalSection>
      <LegalSection title="2. Conta de organizador">
        <List spacing={4}>
          <List.Item>
            Informe dados verdadeiros e mantenha seu e-mail atualizado: é por ele que você entra e recupera a
            senha.
          </List.Item>
          <List.Item>
            A senha é pessoal. Você responde pelo que for feito com a sua conta; se suspeitar de acesso
            indevido, altere a senha no seu perfil (isso encerra as outras sessões).
          </List.Item>
          <List.Item>
            Podemos suspender contas usadas para fraude, para eventos ilícitos ou em desacordo com estes
            termos.
          </List.Item>
        </List>
      </LegalSection>
      <LegalSection title="3. Eventos e ingressos">
        <Text>
          O organizador é o responsável pelo evento: pelas informações publicadas (data, local, preço, regras
          de participação), pela sua realização e pelo atendimento aos participantes, inclusive cancelamentos,
          trocas e reembolsos, nos termos do Código de Defesa do Consumidor. O nome e o contato do organizador
          estão na página de cada evento e nos e-mails da compra. A Catraca fornece a ferramenta e não
          organiza os eventos publicados. Compras de ingressos podem ser canceladas em até 7 dias (direito de
          arrependimento, CDC art. 49), até o limite antes do evento indicado no pedido, pela página do pedido
          ou por Meus ingressos.
        </Text>
      </LegalSection>
      <LegalSection title="4. Pagamentos">
        <Text>
          Os pagamentos são processados por um meio de pagamento parceiro. A Catraca não guarda o número
          completo nem o código de segurança dos cartões. Os valores mostrados na compra já incluem os
          descontos de cupons; o parcelamento no cartão é sem juros para o comprador.
        </Text>
      </LegalSection>
      <LegalSection title="5. Uso aceitável">
        <Text>
          Não use a plataforma para enviar mensagens não solicitadas, publicar conteúdo ilegal, ofensivo ou
          que viole direitos de terceiros, nem para tentar acessar dados de outras contas.
        </Text>
      </LegalSection>
      <LegalSection title="6. Dados pessoais">
        <Text>
          O tratamento dos dados pessoais de organizadores, compradores e participantes está descrito na{' '}
          <Anchor component={Link} to="/privacidade">
            Política de Privacidade
          </Anchor>
          .
        </Text>
      </LegalSection>
      <LegalSection title="7. Alterações">
        <Text>
          Podemos atualizar estes termos; a data da última atualização fica no topo desta página. Continuar
          usando a plataforma depois de uma atualização significa concordar com a nova versão.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
