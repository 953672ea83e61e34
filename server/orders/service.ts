import { sql, type Kysely } from 'kysely';
import { ACTIVE_ORDER_STATUSES, orderSchema, type Label, type Order } from '../../schemas';
import { apiTranslator } from '../../schemas/i18n';
import { actionsFor, CANCELLABLE, MAX_DELIVERY_ATTEMPTS, ORDER_ACTIONS } from '../../schemas/order-flow';
import type { Clock } from '../accounts/sessions';
import type { Database, OrderEventRow, OrderRow } from '../db/tables';
import { ApiError, problem } from '../errors';
import { productStock } from '../products/store';
import type { SmsChannel } from '../sms';
import type { UploadStore } from '../uploads/store';
import { uploadIdOf } from '../accounts/vendor-profile';
import { linkTo, NO_NOTES, type Notes, type Notifier } from '../notifications/service';
import { HANDOVER_RESEND_MS, handoverCodes } from './handover';
import { orderStore, type NewOrderEvent, type OrderListQuery } from './store';

const HOUR = 3600_000;
const isActive = (status: string) => (ACTIVE_ORDER_STATUSES as readonly string[]).includes(status);
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

type Item = { productId: number; quantity: number };
const itemsOf = (row: OrderRow) => ((row.details as { items?: Item[] }).items ?? []) as Item[];

/** Past its deadline: a new order not confirmed in time, or an accepted one not delivered by its arrival date. */
export const isOverdue = (row: OrderRow, now: Date) =>
  (row.status === 'pending' && row.confirm_by !== null && new Date(row.confirm_by) < now) ||
  ((row.status === 'confirmed' || row.status === 'on_the_way') &&
    row.arrival_date !== null &&
    new Date(row.arrival_date) < now);

/** An order as the API answers it. */
export const toOrder = (row: OrderRow, now: Date) => ({
  ...(row.details as Pick<Order, 'items' | 'address' | 'location'>),
  id: row.id,
  orderNumber: row.order_number,
  status: row.status as Order['status'],
  paymentType: row.payment_type as Order['paymentType'],
  totalPrice: Number(row.total_price),
  orderDate: new Date(row.order_date).toISOString(),
  arrivalDate: iso(row.arrival_date),
  confirmBy: iso(row.confirm_by),
  deliveredAt: iso(row.delivered_at),
  customerName: row.customer_name,
  customerPhone: row.customer_phone,
  failedAttempts: row.failed_attempts,
  cancelledBy: row.cancelled_by as Order['cancelledBy'] | null,
  cancelReason: row.cancel_reason,
  collectedAmount: row.collected_amount === null ? null : Number(row.collected_amount),
  group: isActive(row.status) ? ('active' as const) : ('previous' as const),
  overdue: isOverdue(row, now),
});

type EventActor = 'vendor' | 'customer' | 'marketplace' | 'system';
type EventKind =
  'placed' | 'confirmed' | 'rejected' | 'shipped' | 'attempt_failed' | 'delivered' | 'cancelled' | 'overdue';

const toEvent = (e: OrderEventRow) => ({
  at: new Date(e.at).toISOString(),
  actor: e.actor as EventActor,
  kind: e.kind as EventKind,
  fromStatus: e.from_status,
  toStatus: e.to_status,
  reason: e.reason,
});

export type OrderDeps = {
  db: Kysely<Database>;
  now: Clock;
  sms: SmsChannel;
  uploads: UploadStore;
  /** Hours a new order has to be confirmed (configuration). */
  confirmWithinHours: number;
  /** Tells the vendor of new, cancelled and overdue orders (issue 14); nothing when absent. */
  notifications?: Notifier;
};

/**
 * The order lifecycle (schemas/order-flow.ts): each transition checks the status it starts from in
 * the same statement that moves the order (409 when the order has moved on), writes its event, and
 * takes or gives back stock, all in one transaction. Used by the vendor's routes and the
 * marketplace's (the moderators' tool).
 */
export const orderService = ({ db, now, sms, uploads, confirmWithinHours, notifications }: OrderDeps) => {
  const orders = orderStore(db);
  // Notifications are written in the transaction of the change they tell of, and reach the live
  // streams once it has committed.
  const inTransaction = async <T>(
    work: (t: {
      orders: ReturnType<typeof orderStore>;
      stock: ReturnType<typeof productStock>;
      codes: ReturnType<typeof handoverCodes>;
      notes: Notes;
    }) => Promise<T>,
  ) => {
    let notes = NO_NOTES;
    const result = await db.transaction().execute((trx) => {
      notes = notifications?.within(trx) ?? NO_NOTES;
      return work({ orders: orderStore(trx), stock: productStock(trx), codes: handoverCodes(trx), notes });
    });
    notes.publish();
    return result;
  };

  const event = (
    row: OrderRow,
    e: Pick<NewOrderEvent, 'actor' | 'kind'> & Partial<NewOrderEvent>,
  ): NewOrderEvent => ({
    order_id: row.id,
    vendor_id: row.vendor_id,
    at: now(),
    from_status: null,
    to_status: row.status,
    reason: null,
    ...e,
  });

  /** 404 when the vendor has no such order, 409 when it has moved on to another status. */
  const refuseMove = async (vendorId: number | null, id: number): Promise<never> => {
    const row = await orders.find(vendorId, id);
    if (!row) throw new ApiError(404, 'errors.notFound');
    const labels: Record<string, Label> = orderSchema.properties.status['x-enum-labels'];
    throw new ApiError(409, 'orders.movedOn', { status: labels[row.status] }, [], { status: row.status });
  };

  /** The customer is told in both languages: the marketplace does not know which they read. */
  const textCustomer = async (row: OrderRow, code: string) => {
    if (!row.customer_phone) return;
    const text = (['ar', 'en'] as const)
      .map((lang) => apiTranslator(lang)('orders.smsHandover', { number: row.order_number, code }))
      .join('\n');
    await sms.send(row.customer_phone, text, { purpose: 'handover', code });
  };

  const giveBack = async (stock: ReturnType<typeof productStock>, row: OrderRow) => {
    for (const item of itemsOf(row)) await stock.give(row.vendor_id, item.productId, item.quantity);
  };

  /** Cancels an order not yet delivered, for whoever may: stock comes back, the code dies. */
  const cancel = async (
    vendorId: number | null,
    id: number,
    actor: string,
    reason: string,
    from = CANCELLABLE,
  ) => {
    const row = await inTransaction(async ({ orders: o, stock, codes, notes }) => {
      const before = await o.find(vendorId, id);
      const moved = await o.move(vendorId, id, from, {
        status: 'cancelled',
        cancelled_by: actor,
        cancel_reason: reason,
        updated_at: now(),
      });
      if (!moved) return null;
      await giveBack(stock, moved);
      await codes.forget(id);
      await o.addEvents([
        event(moved, {
          actor,
          kind: actor === 'vendor' ? 'rejected' : 'cancelled',
          from_status: before?.status ?? null,
          reason,
        }),
      ]);
      if (actor === 'customer' || actor === 'marketplace')
        await notes.notify(
          moved.vendor_id,
          'order_cancelled',
          { orderId: moved.id, orderNumber: moved.order_number, by: actor, reason },
          linkTo.order(moved.id),
        );
      return moved;
    });
    return row ?? refuseMove(vendorId, id);
  };

  const get = async (vendorId: number | null, id: number) => {
    const row = await orders.find(vendorId, id);
    if (!row) return null;
    const events = await orders.events(id);
    return { ...toOrder(row, now()), events: events.map(toEvent), actions: actionsFor(row.status) };
  };

  return {
    /**
     * Flags the orders that have just missed a deadline (an `overdue` event each, and the vendor
     * told once per deadline); returns them.
     */
    flagOverdue: () =>
      inTransaction(async ({ orders: o, notes }) => {
        const late = await o.flagOverdue(now());
        if (notifications)
          for (const { order_id: id, vendor_id: vendorId } of late) {
            const row = await o.find(vendorId, id);
            const flag = (await o.events(id)).findLast((e) => e.kind === 'overdue');
            if (!row || !flag) continue;
            const deadline = flag.from_status === 'pending' ? 'confirm' : 'deliver';
            await notes.notify(
              vendorId,
              'order_overdue',
              { orderId: id, orderNumber: row.order_number, deadline },
              linkTo.order(id),
            );
          }
        return late;
      }),

    async list(query: Omit<OrderListQuery, 'now'>) {
      const at = now();
      const { rows, total } = await orders.list({ ...query, now: at });
      return { orders: rows.map((r) => toOrder(r, at)), total };
    },

    /** One order with its timeline and the actions valid now; null when the vendor has none such. */
    get: (vendorId: number, id: number) => get(vendorId, id),

    async countByGroup(vendorId: number) {
      const byStatus = await orders.countByStatus(vendorId);
      let active = 0;
      let previous = 0;
      for (const [status, n] of Object.entries(byStatus)) {
        if (isActive(status)) active += n;
        else previous += n;
      }
      return { active, previous };
    },

    async confirm(vendorId: number, id: number) {
      const row = await inTransaction(async ({ orders: o }) => {
        const moved = await o.move(vendorId, id, ORDER_ACTIONS.confirm.from, {
          status: 'confirmed',
          updated_at: now(),
        });
        if (moved)
          await o.addEvents([event(moved, { actor: 'vendor', kind: 'confirmed', from_status: 'pending' })]);
        return moved;
      });
      if (!row) await refuseMove(vendorId, id);
      return get(vendorId, id);
    },

    async reject(vendorId: number, id: number, reason: string) {
      await cancel(vendorId, id, 'vendor', reason, ORDER_ACTIONS.reject.from);
      return get(vendorId, id);
    },

    /** On its way: the customer is texted the handover code the driver asks for at the door. */
    async ship(vendorId: number, id: number) {
      const current = await orders.find(vendorId, id);
      if (current && !current.customer_phone) throw new ApiError(422, 'orders.noPhone');
      let code = '';
      const row = await inTransaction(async ({ orders: o, codes }) => {
        const moved = await o.move(vendorId, id, ORDER_ACTIONS.ship.from, {
          status: 'on_the_way',
          updated_at: now(),
        });
        if (!moved) return null;
        code = await codes.issue(id, now());
        await o.addEvents([event(moved, { actor: 'vendor', kind: 'shipped', from_status: 'confirmed' })]);
        return moved;
      });
      if (!row) return refuseMove(vendorId, id);
      await textCustomer(row, code);
      return get(vendorId, id);
    },

    /** A new handover code for an order on its way (the customer lost it, or it died), once a minute. */
    async resendCode(vendorId: number, id: number) {
      const row = await orders.find(vendorId, id);
      if (!row) throw new ApiError(404, 'errors.notFound');
      if (row.status !== 'on_the_way') return refuseMove(vendorId, id);
      const codes = handoverCodes(db);
      const last = await codes.sentAt(id);
      const wait = last ? last.getTime() + HANDOVER_RESEND_MS - now().getTime() : 0;
      if (wait > 0)
        throw new ApiError(429, 'account.resendIn', { smart_count: Math.ceil(wait / 1000) }).after(
          wait / 1000,
        );
      await textCustomer(row, await codes.issue(id, now()));
      return get(vendorId, id);
    },

    /** Nobody took it at the door: back to confirmed with the reason; the third time cancels it. */
    async attemptFailed(vendorId: number, id: number, reason: string) {
      const row = await inTransaction(async ({ orders: o, stock, codes }) => {
        const moved = await o.move(vendorId, id, ORDER_ACTIONS.attemptFailed.from, {
          status: 'confirmed',
          failed_attempts: sql<number>`failed_attempts + 1`,
          updated_at: now(),
        });
        if (!moved) return null;
        const events = [
          event(moved, { actor: 'vendor', kind: 'attempt_failed', from_status: 'on_the_way', reason }),
        ];
        await codes.forget(id);
        if (moved.failed_attempts >= MAX_DELIVERY_ATTEMPTS) {
          const cancelled = await o.move(vendorId, id, ['confirmed'], {
            status: 'cancelled',
            cancelled_by: 'system',
            cancel_reason: reason,
            updated_at: now(),
          });
          if (cancelled) {
            await giveBack(stock, cancelled);
            events.push(
              event(cancelled, { actor: 'system', kind: 'cancelled', from_status: 'confirmed', reason }),
            );
          }
        }
        await o.addEvents(events);
        return moved;
      });
      if (!row) await refuseMove(vendorId, id);
      return get(vendorId, id);
    },

    /**
     * Delivered at the door with the customer's handover code (wrong codes are limited like
     * one-time codes), a photo if the driver took one (the vendor's own image upload), and for
     * cash on delivery the amount collected, which must be the order's total.
     */
    async deliver(
      vendorId: number,
      id: number,
      input: { code: string; photo?: string; collectedAmount?: number },
    ) {
      const current = await orders.find(vendorId, id);
      if (!current) throw new ApiError(404, 'errors.notFound');
      if (current.status !== 'on_the_way') return refuseMove(vendorId, id);
      const total = Number(current.total_price);
      if (current.payment_type === 'cash_on_delivery') {
        if (input.collectedAmount === undefined)
          throw problem(422, 'validation.form', { collectedAmount: 'orders.collectRequired' });
        if (Math.abs(input.collectedAmount - total) > 0.005)
          throw problem(422, 'validation.form', {
            collectedAmount: { key: 'orders.collectMismatch', params: { total } },
          });
      }
      const photo = input.photo ? uploadIdOf(input.photo) : null;
      if (input.photo && (!photo || !(await uploads.ownedBy(vendorId, [photo], 'image')).has(photo)))
        throw problem(422, 'validation.form', { photo: 'orders.photoAgain' });
      const check = await handoverCodes(db).check(id, input.code);
      if (check !== 'ok') {
        const key = check === 'tooManyTries' ? 'orders.codeTooManyTries' : 'orders.codeWrong';
        throw problem(400, key, { code: key });
      }
      const row = await inTransaction(async ({ orders: o, codes }) => {
        const moved = await o.move(vendorId, id, ORDER_ACTIONS.deliver.from, {
          status: 'delivered',
          delivered_at: now(),
          collected_amount: input.collectedAmount ?? null,
          delivery_photo: photo,
          updated_at: now(),
        });
        if (!moved) return null;
        await codes.forget(id);
        await o.addEvents([event(moved, { actor: 'vendor', kind: 'delivered', from_status: 'on_the_way' })]);
        return moved;
      });
      if (!row) await refuseMove(vendorId, id);
      return get(vendorId, id);
    },

    /** Several new orders confirmed at once: which were, and which had moved on. */
    async confirmMany(vendorId: number, ids: number[]) {
      const confirmed: number[] = [];
      const skipped: number[] = [];
      for (const id of [...new Set(ids)]) {
        const moved = await inTransaction(async ({ orders: o }) => {
          const row = await o.move(vendorId, id, ORDER_ACTIONS.confirm.from, {
            status: 'confirmed',
            updated_at: now(),
          });
          if (row)
            await o.addEvents([event(row, { actor: 'vendor', kind: 'confirmed', from_status: 'pending' })]);
          return row;
        });
        (moved ? confirmed : skipped).push(id);
      }
      return { confirmed, skipped };
    },

    /** The marketplace (D8): a customer's order for a vendor's available products; stock goes down. */
    async place(
      vendorId: number,
      customer: { name: string; phone: string; address: string; location: { lat: number; lng: number } },
    ) {
      const at = now();
      return inTransaction(async ({ orders: o, stock, notes }) => {
        const products = await stock.available(vendorId, 50);
        if (!products.length) return null;
        const picked = products
          .filter((_, i) => i % Math.max(1, Math.floor(products.length / 2)) === 0)
          .slice(0, 2);
        const items = [];
        for (const p of picked) {
          if (!(await stock.take(vendorId, p.id, 1))) continue;
          const images = (p.attributes as { images?: string[] }).images;
          items.push({
            productId: p.id,
            name: p.name,
            sku: p.sku,
            quantity: 1,
            unitPrice: Number(p.discount_price) || Number(p.price),
            ...(images?.[0] ? { image: images[0] } : {}),
          });
        }
        if (!items.length) return null;
        const row = await o.insert({
          vendor_id: vendorId,
          order_number: await o.nextNumber(at),
          status: 'pending',
          payment_type: 'cash_on_delivery',
          total_price: items.reduce((sum, it) => sum + it.unitPrice * it.quantity, 0),
          order_date: at,
          arrival_date: new Date(at.getTime() + 3 * 24 * HOUR),
          confirm_by: new Date(at.getTime() + confirmWithinHours * HOUR),
          customer_name: customer.name,
          customer_phone: customer.phone,
          details: JSON.stringify({ items, address: customer.address, location: customer.location }),
        });
        await o.addEvents([event(row, { actor: 'customer', kind: 'placed' })]);
        await notes.notify(
          vendorId,
          'order_new',
          { orderId: row.id, orderNumber: row.order_number },
          linkTo.order(row.id),
        );
        return row;
      });
    },

    /** The customer or the marketplace cancels before delivery; stock comes back. */
    cancelFor: (actor: 'customer' | 'marketplace', id: number, reason: string) =>
      cancel(null, id, actor, reason),
  };
};

export type OrderService = ReturnType<typeof orderService>;
