import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { VendorType } from '../../schemas';
import type { Translations } from '../../schemas/translations';

/** Storage rows. Product fields beyond the promoted columns live in `attributes` (see products-store.ts). */
export interface Database {
  vendors: VendorsTable;
  sessions: SessionsTable;
  products: ProductsTable;
  product_counts: ProductCountsTable;
  orders: OrdersTable;
  reference_items: ReferenceItemsTable;
  uploads: UploadsTable;
  registrations: RegistrationsTable;
  otp_challenges: OtpChallengesTable;
  sms_outbox: SmsOutboxTable;
  rate_events: RateEventsTable;
  order_events: OrderEventsTable;
  handover_codes: HandoverCodesTable;
  imports: ImportsTable;
  import_batches: ImportBatchesTable;
  import_skus: ImportSkusTable;
  notifications: NotificationsTable;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface VendorsTable {
  id: Generated<number>;
  vendor_type: VendorType;
  name: string;
  email: string;
  phone: string;
  password_hash: string;
  company_name: string;
  /** Everything else the vendor schema holds (licence, tax number, address, location…). */
  profile: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  vendor_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ProductsTable {
  id: Generated<number>;
  vendor_id: number;
  type: string;
  /** `{ en, ar }`, one of them at least (migration 0009). */
  name: Json<Translations>;
  sku: string;
  price: ColumnType<number, number, number>;
  discount_price: ColumnType<number, number, number>;
  quantity: number;
  status: string;
  rejection_reason: string | null;
  attributes: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** How many products each vendor has per type and status; kept by triggers (migration 0002), never written by code. */
export interface ProductCountsTable {
  vendor_id: number;
  type: string;
  status: string;
  n: number;
}

export interface OrdersTable {
  id: Generated<number>;
  vendor_id: number;
  order_number: string;
  status: string;
  payment_type: string;
  total_price: ColumnType<number, number, number>;
  order_date: Timestamp;
  arrival_date: ColumnType<Date | null, Date | string | null, Date | string | null>;
  customer_name: string | null;
  details: Json<Record<string, unknown>>;
  customer_phone: string | null;
  confirm_by: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  failed_attempts: Generated<number>;
  cancelled_by: string | null;
  cancel_reason: string | null;
  collected_amount: ColumnType<number | null, number | null | undefined, number | null>;
  delivery_photo: string | null;
  updated_at: Generated<Date>;
}

/** One transition of an order (or a notice about it): who, when, what, why. */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  vendor_id: number;
  at: Timestamp;
  /** vendor, customer, marketplace or system */
  actor: string;
  /** placed, confirmed, rejected, shipped, attempt_failed, delivered, cancelled, overdue */
  kind: string;
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
}

/** The live handover code of an order on its way: only an HMAC, bound to the order. */
export interface HandoverCodesTable {
  order_id: number;
  salt: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Timestamp;
}

export interface ReferenceItemsTable {
  kind: string;
  id: string;
  name_en: string;
  name_ar: string;
  parent_id: string | null;
}

/** One uploaded file; its bytes live in the upload storage under `id`. */
export interface UploadsTable {
  id: string;
  /** Empty for documents sent during registration, before the vendor exists. */
  vendor_id: number | null;
  kind: string;
  /** Found from the file's bytes, never taken from the client. */
  mime: string;
  size: number;
  /** The client's name, cleaned for display only; never used as a path. */
  original_name: string;
  created_at: Timestamp;
}

/** A registration waiting for its phone to be confirmed; becomes a vendor, then is deleted. */
export interface RegistrationsTable {
  /** SHA-256 of the key the client holds; the key itself is never stored. */
  key_hash: string;
  vendor_type: VendorType;
  name: string;
  email: string;
  phone: string;
  company_name: string;
  password_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** One code sent (or, for enumeration's sake, pretended to be sent) to a phone. */
export interface OtpChallengesTable {
  id: Generated<number>;
  purpose: 'register' | 'reset';
  phone: string;
  /** The registration a `register` code belongs to (its key hash). */
  registration_key: string | null;
  salt: string;
  /** HMAC of the code; null when no code was sent (a registered phone registering again, an unknown phone resetting). */
  code_hash: string | null;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The development SMS channel's inbox; production channels never write here. */
export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  text: string;
  code: string | null;
  sent_at: Timestamp;
}

/** One counted event (a failed sign-in) in a named bucket, for the sliding-window limits. */
export interface RateEventsTable {
  id: Generated<number>;
  bucket: string;
  at: Timestamp;
}

/** A spreadsheet import (issue 12): one file's rows, sent in batches. */
export interface ImportsTable {
  /** A UUID the client made, lower case. */
  id: string;
  vendor_id: number;
  /** The product resource imported: tires, batteries, car-parts. */
  resource: string;
  /** The client's file name, for the history only. */
  file_name: string;
  /** The rows the import was started for; batches may not bring more. */
  rows: number;
  /** running, done or cancelled */
  status: string;
  /** How many rows were created, updated, unchanged and failed so far. */
  counts: ColumnType<
    Record<'created' | 'updated' | 'unchanged' | 'failed', number>,
    string | undefined,
    string
  >;
  created_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One batch of an import, written in the batch's own transaction: every row's result. */
export interface ImportBatchesTable {
  import_id: string;
  batch_no: number;
  /** The rows' results, as stored results (server/imports/service.ts): errors as rules, not text. */
  results: Json<unknown[]>;
  created_at: Timestamp;
}

/** Each SKU an import has met, with the row it was first met in. */
export interface ImportSkusTable {
  import_id: string;
  sku: string;
  row_no: number;
}

/**
 * One notification of a vendor (issue 14): its type and parameters (schemas/notifications.ts),
 * never rendered text, and the dashboard page it links to.
 */
export interface NotificationsTable {
  /** bigint: PostgreSQL hands it back as text, PGlite as a number; read it with Number(). */
  id: ColumnType<string | number, never, never>;
  vendor_id: number;
  type: string;
  params: Json<Record<string, unknown>>;
  link: string;
  created_at: Timestamp;
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type VendorRow = Selectable<VendorsTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;
export type ImportRow = Selectable<ImportsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
