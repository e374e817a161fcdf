import { List, Text } from '@mantine/core';
import { LegalPage, LegalSection } from './legal-page.tsx';
import { DataRightsRequest, OperatorDetails } from './operator-details.tsx';

/** /privacidade: what personal data Catraca handles and why (LGPD, Lei 13.709/2018). */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Política de Privacidade"
      intro="Esta política explica quais dados pessoais a Catraca trata, para quê e quais são os seus direitos, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018)."
    >
      <OperatorDetails title="Quem trata os seus dados" />
      <LegalSection title="Quais dados tratamos">
        <List spacing={4}>
          <List.Item>
            Organizadores: nome, e-mail e senha (guardada apenas como resumo criptográfico, nunca em texto).
          </List.Item>
          <List.Item>
            Compradores e participantes: nome, e-mail, CPF ou CNPJ, telefone e as respostas ao formulário de
            inscrição definido pelo organizador do evento.
          </List.Item>
          <List.Item>
            Pagamentos: forma de pagamento, valor e situação. Os dados do cartão vão ao meio de pagamento; não
            guardamos o número completo nem o código de segurança.
          </List.Item>
          <List.Item>
            Dados técnicos: endereço IP em tentativas de login e de recuperação de senha, usados para impedir
            abusos.
          </List.Item>
        </List>
      </LegalSection>
      <LegalSection title="Para que usamos">
        <Text>
          Para criar e manter sua conta, registrar compras e inscrições, emitir ingressos e recibos, enviar os
          e-mails da compra e da conta (como a redefinição de senha) e proteger a plataforma contra fraudes.
          As bases legais são a execução do contrato, o cumprimento de obrigações legais e o legítimo
          interesse na segurança do serviço.
        </Text>
      </LegalSection>
      <LegalSection title="Com quem compartilhamos">
        <Text>
          Os dados de inscrição vão para o organizador do evento em que você se inscreveu, que os usa para
          realizar o evento. Os dados de pagamento vão para o meio de pagamento. Se o organizador configurar
          um pixel de anúncios (Meta Pixel), a página do evento carrega o script desse serviço. Não vendemos
          dados pessoais.
        </Text>
      </LegalSection>
      <LegalSection title="Cookies">
        <Text>
          A área do organizador usa um único cookie de sessão, necessário para manter você conectado. A compra
          de ingressos guarda o andamento do formulário no seu próprio navegador, para não perder o que já foi
          preenchido.
        </Text>
      </LegalSection>
      <LegalSection title="Por quanto tempo guardamos">
        <Text>
          Enquanto a conta existir ou pelo tempo exigido por lei para registros de compras e documentos
          fiscais. Sessões expiram sozinhas, e os links de redefinição de senha valem por pouco tempo e uma
          única vez.
        </Text>
      </LegalSection>
      <LegalSection title="Seus direitos">
        <Text>
          Você pode pedir confirmação do tratamento, acesso, correção, anonimização, portabilidade ou
          eliminação dos seus dados, e informações sobre o compartilhamento. Participantes de um evento podem
          falar também diretamente com o organizador, que é quem define o formulário de inscrição (o contato
          dele está na página do evento e nos e-mails da compra). O organizador pode corrigir o próprio nome e
          a senha a qualquer momento no perfil.
        </Text>
      </LegalSection>
      <DataRightsRequest />
    </LegalPage>
  );
}
