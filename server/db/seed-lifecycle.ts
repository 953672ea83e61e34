import type { NewOrderEvent } from '../orders/store';
import type { OrderRow } from './tables';
import type { DemoOrder } from './seed-data';

const HOUR = 3600_000;
/** Reasons as people in Egypt type them, in Arabic. */
const REASONS = {
  vendor: 'نفدت الكمية من المخزن',
  customer: 'العميل غيّر رأيه',
  marketplace: 'تعذّر تأكيد الدفع',
  system: 'لم يكن أحد في العنوان ثلاث مرات',
} as const;
const ACTORS = ['vendor', 'customer', 'marketplace', 'system'] as const;

/** The number in an order number, to vary the demo deterministically. */
const serialOf = (orderNumber: string) => Number(orderNumber.slice(-6)) || 0;

/**
 * What the lifecycle adds to a demo order, from its status: the confirmation deadline (some new
 * orders already late), when a delivered one arrived, who cancelled a cancelled one and why, a
 * failed attempt on some confirmed ones.
 */
export const lifecycleOf = (o: DemoOrder, now: Date) => {
  const placed = new Date(o.orderDate).getTime();
  const serial = serialOf(o.orderNumber);
  const actor = ACTORS[serial % ACTORS.length];
  return {
    confirm_by: new Date(placed + 24 * HOUR),
    delivered_at:
      o.status === 'delivered'
        ? new Date(Math.min(now.getTime(), new Date(o.arrivalDate ?? placed + 72 * HOUR).getTime()))
        : null,
    failed_attempts:
      o.status === 'confirmed' && serial % 2 === 0
        ? 1
        : o.status === 'cancelled' && actor === 'system'
          ? 3
          : 0,
    cancelled_by: o.status === 'cancelled' ? actor : null,
    cancel_reason: o.status === 'cancelled' ? REASONS[actor] : null,
    collected_amount: o.status === 'delivered' && o.paymentType === 'cash_on_delivery' ? o.totalPrice : null,
    updated_at: new Date(Math.min(now.getTime(), placed + 6 * HOUR)),
  };
};

/**
 * The timeline a demo order would have had, from its row. A recent order's story is squeezed into
 * the time since it was placed, so no event lies in the future.
 */
export const demoEvents = (row: OrderRow, now: Date): NewOrderEvent[] => {
  const events = storyOf(row);
  const placed = new Date(row.order_date).getTime();
  const last = Math.max(...events.map((event) => event.at.getTime()));
  const room = now.getTime() - 60_000 - placed;
  if (last <= placed + room || room <= 0) return events;
  const squeeze = room / (last - placed);
  return events.map((event) => ({
    ...event,
    at: new Date(placed + (event.at.getTime() - placed) * squeeze),
  }));
};

const storyOf = (row: OrderRow): NewOrderEvent[] => {
  const placed = new Date(row.order_date).getTime();
  const at = (hours: number) => new Date(placed + hours * HOUR);
  const e = (
    hours: number,
    actor: string,
    kind: string,
    from: string | null,
    to: string,
    reason: string | null = null,
  ) => ({
    order_id: row.id,
    vendor_id: row.vendor_id,
    at: at(hours),
    actor,
    kind,
    from_status: from,
    to_status: to,
    reason,
  });
  const events = [e(0, 'customer', 'placed', null, 'pending')];
  if (row.status === 'pending') return events;
  if (row.status === 'cancelled') {
    const by = row.cancelled_by ?? 'customer';
    if (by === 'system') {
      events.push(e(2, 'vendor', 'confirmed', 'pending', 'confirmed'));
      for (let i = 0; i < 3; i++) {
        events.push(e(4 + i * 24, 'vendor', 'shipped', 'confirmed', 'on_the_way'));
        events.push(
          e(8 + i * 24, 'vendor', 'attempt_failed', 'on_the_way', 'confirmed', 'لم يفتح أحد الباب'),
        );
      }
      events.push(e(57, 'system', 'cancelled', 'confirmed', 'cancelled', row.cancel_reason));
      return events;
    }
    events.push(
      e(3, by, by === 'vendor' ? 'rejected' : 'cancelled', 'pending', 'cancelled', row.cancel_reason),
    );
    return events;
  }
  events.push(e(2, 'vendor', 'confirmed', 'pending', 'confirmed'));
  if (row.failed_attempts > 0) {
    events.push(e(20, 'vendor', 'shipped', 'confirmed', 'on_the_way'));
    events.push(
      e(26, 'vendor', 'attempt_failed', 'on_the_way', 'confirmed', 'طلب العميل التوصيل في يوم آخر'),
    );
  }
  if (row.status === 'confirmed') return events;
  events.push(e(row.failed_attempts > 0 ? 44 : 20, 'vendor', 'shipped', 'confirmed', 'on_the_way'));
  if (row.status === 'delivered')
    events.push(
      e(
        (new Date(row.delivered_at ?? at(60)).getTime() - placed) / HOUR,
        'vendor',
        'delivered',
        'on_the_way',
        'delivered',
      ),
    );
  return events;
};
