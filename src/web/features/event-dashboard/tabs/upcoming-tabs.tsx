// The tabs whose screens come with the next issues (spec §2): each says plainly what it will hold,
// so nothing on the page looks broken or pretends to work.
import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAdjustments, IconForms, IconTicket, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

function UpcomingPanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center" maw={520} mx="auto">
        <ThemeIcon size={48} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        <Badge variant="light" color="gray">
          Em breve
        </Badge>
        <Text c="dimmed">{children}</Text>
      </Stack>
    </Paper>
  );
}

export function CandidatesUpcoming() {
  return (
    <UpcomingPanel icon={<IconUserCheck size={26} />} title="Pré-Inscritos">
      Aqui você vai analisar os pré-inscritos: selecionar, desclassificar, conceder isenção e comunicar os
      candidatos. As pré-inscrições continuam chegando normalmente pela página do evento.
    </UpcomingPanel>
  );
}

export function CouponsUpcoming() {
  return (
    <UpcomingPanel icon={<IconTicket size={26} />} title="Cupons">
      Aqui você vai criar, editar, ativar e desativar os cupons de desconto deste evento.
    </UpcomingPanel>
  );
}

export function FormBuilderUpcoming() {
  return (
    <UpcomingPanel icon={<IconForms size={26} />} title="Formulário de Inscrição">
      Aqui você vai montar o formulário que cada participante preenche ao se inscrever: campos de texto,
      escolhas, endereço e campos condicionais.
    </UpcomingPanel>
  );
}

export function SettingsUpcoming() {
  return (
    <UpcomingPanel icon={<IconAdjustments size={26} />} title="Configurações Avançadas">
      Aqui você vai definir o e-mail único por participante, o parcelamento máximo, o Meta Pixel e a mensagem
      exibida após a compra.
    </UpcomingPanel>
  );
}
