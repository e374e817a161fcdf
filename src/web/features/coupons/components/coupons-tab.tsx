// Cupons (spec §2 Coupons, §4 Coupon): a grid of coupon cards plus the add card.
import { Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { COUPON_UI_MESSAGES, type CouponView } from '../../../../domain/contracts/coupons.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import type { EventTabProps } from '../../../shared/lib/event-tab.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { Busy } from '../../../shared/ui/busy.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useCoupons } from '../api/get-coupons.ts';
import { useToggleCoupon } from '../api/toggle-coupon.ts';
import { CouponCard } from './coupon-card.tsx';
import { CouponModal } from './coupon-modal.tsx';
import { DeleteCouponDialog } from './delete-coupon-dialog.tsx';

type Editing = { coupon: CouponView | null } | null;

export function CouponsTab({ event }: EventTabProps) {
  const coupons = useCoupons(event.id);
  const toggle = useToggleCoupon(event.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CouponView | null>(null);

  if (coupons.isPending) return <Busy label="Carregando cupons" />;
  if (coupons.isError) return <LoadError error={coupons.error} onRetry={() => void coupons.refetch()} />;

  const togglingId = toggle.isPending ? toggle.variables?.id : undefined;
  const onToggle = (coupon: CouponView) => {
    if (toggle.isPending) return;
    toggle.mutate(coupon, {
      onSuccess: ({ message }) => notify('success', { message: message ?? '' }),
      onError: (error) => {
        const reached = isApiError(error) && error.status > 0;
        notify('error', {
          message: reached
            ? error.message || COUPON_UI_MESSAGES.toggleRefused
            : COUPON_UI_MESSAGES.toggleFailed,
        });
      },
    });
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {coupons.data.map((coupon) => (
          <CouponCard
            key={coupon.id}
            coupon={coupon}
            tickets={event.tipos_ingresso}
            toggling={togglingId === coupon.id}
            toggleLocked={toggle.isPending}
            onToggle={() => onToggle(coupon)}
            onEdit={() => setEditing({ coupon })}
            onDelete={() => setDeleting(coupon)}
          />
        ))}
        <UnstyledButton onClick={() => setEditing({ coupon: null })} aria-label="Novo Cupom">
          <Card
            withBorder
            radius="md"
            padding="lg"
            h="100%"
            mih={180}
            style={{ borderStyle: 'dashed', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            <Stack align="center" gap={4}>
              <IconPlus size={28} />
              <Text fw={600}>Novo Cupom</Text>
              {coupons.data.length === 0 && (
                <Text size="sm" c="dimmed" ta="center">
                  Nenhum cupom ainda. Crie o primeiro cupom de desconto deste evento.
                </Text>
              )}
            </Stack>
          </Card>
        </UnstyledButton>
      </SimpleGrid>
      <CouponModal
        eventId={event.id}
        opened={editing !== null}
        coupon={editing?.coupon ?? null}
        tickets={event.tipos_ingresso}
        onClose={() => setEditing(null)}
      />
      <DeleteCouponDialog eventId={event.id} coupon={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
