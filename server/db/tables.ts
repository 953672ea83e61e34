import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Storage rows. Product fields beyond the promoted columns live in `attributes` (see products-store.ts). */
export interface Database {
  vendors: VendorsTable;
  sessions: SessionsTable;
  products: ProductsTable;
  orders: OrdersTable;
  reference_items: ReferenceItemsTable;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface VendorsTable {
  id: Generated<number>;
  vendor_type: string;
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
  name: string;
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
}

export interface ReferenceItemsTable {
  kind: string;
  id: string;
  name_en: string;
  name_ar: string;
  parent_id: string | null;
}

export type VendorRow = Selectable<VendorsTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type OrderRow = Selectable<OrdersTable>;
