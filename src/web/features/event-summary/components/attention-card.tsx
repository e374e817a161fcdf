// "O que precisa de atenção" (beyond the spec): what the organiser should act on today, each with
// a link to where they act.
import { Anchor, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCircleCheck,
  IconClockExclamation,
  IconMailX,
  IconReceiptRefund,
  IconTicket,
  IconUserQuestion,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AttentionItem } from '../../../../domain/contracts/event-dashboard.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { pluralWord } from '../../../../domain/plural.ts';

interface Shown {
  icon: ReactNode;
  color: string;
  text: string;
  action: string;
  to: string;
}

function describe(item: AttentionItem, eventId: number): Shown {
  const n = item.quantidade;
  switch (item.tipo) {
    case 'pix_expirado':
      return {
        icon: <IconClockExclamation size={18} />,
        color: 'yellow',
        text: `${n} ${pluralWord(n, 'PIX aguardando pagamento passou', 'PIX aguardando pagamento passaram')} do prazo de reserva: as vagas voltam à venda em instantes.`,
        action: 'Ver pendentes',
        to: '?tab=participantes&status=pendente',
      };
    case 'pix_tardio':
      return {
        icon: <IconReceiptRefund size={18} />,
        color: 'red',
        text: `${n} ${pluralWord(n, 'PIX foi pago', 'PIX foram pagos')} depois de expirar: ${formatBRL(item.valor_cents ?? 0)} a devolver aos compradores.`,
        // Exactly those PIX, each with "Devolver", in the event view's refunds panel (issue 20).
        action: 'Ver e devolver',
        to: '#pix-tardio',
      };
    case 'emails_falharam':
      return {
        icon: <IconMailX size={18} />,
        color: 'red',
        text: `${n} ${pluralWord(n, 'e-mail não foi entregue', 'e-mails não foram entregues')} (endereço recusado ou tentativas esgotadas).`,
        // Exactly those people: tick them and "Reenviar e-mails" sends what failed again (issue 17 item 6).
        action: 'Ver quem não recebeu e reenviar',
        to: '?tab=participantes&emailFalhou=true',
      };
    case 'candidatos_aguardando':
      return {
        icon: <IconUserQuestion size={18} />,
        color: 'blue',
        text: `${n} ${pluralWord(n, 'pré-inscrito aguarda', 'pré-inscritos aguardam')} a sua decisão (selecionar ou desclassificar).`,
        action: 'Ver pré-inscritos',
        to: '?tab=candidatos&status=pre_inscrito',
      };
    case 'quase_esgotado': {
      const left = item.tipo_ingresso?.restantes ?? n;
      return {
        icon: <IconTicket size={18} />,
        color: 'orange',
        text: `${item.tipo_ingresso?.nome ?? 'Ingresso'} está quase esgotado: ${pluralWord(left, 'resta 1 ingresso', `restam ${left} ingressos`)}.`,
        action: 'Editar ingressos',
        to: `/admin/eventos/${eventId}/editar`,
      };
    }
  }
}

export function AttentionCard({ items, eventId }: { items: AttentionItem[]; eventId: number }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="attention">
      <Stack gap="sm">
        <Text fw={600}>O que precisa de atenção</Text>
        {items.length === 0 ? (
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon color="teal" variant="light" radius="xl">
              <IconCircleCheck size={18} />
            </ThemeIcon>
            <Text size="sm" c="dimmed">
              Tudo em ordem: nada precisa da sua atenção agora.
            </Text>
          </Group>
        ) : (
          items.map((item) => {
            const shown = describe(item, eventId);
            return (
              <Group
                key={`${item.tipo}-${item.tipo_ingresso?.id ?? ''}`}
                gap="sm"
                wrap="nowrap"
                align="flex-start"
              >
                <ThemeIcon color={shown.color} variant="light" radius="xl" style={{ flex: 'none' }}>
                  {shown.icon}
                </ThemeIcon>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm">{shown.text}</Text>
                  {shown.to.startsWith('#') ? (
                    <Anchor href={shown.to} size="sm" fw={500}>
                      {shown.action}
                    </Anchor>
                  ) : (
                    <Anchor component={Link} to={shown.to} size="sm" fw={500}>
                      {shown.action}
                    </Anchor>
                  )}
                </Stack>
              </Group>
            );
          })
        )}
      </Stack>
    </Card>
  );
}
