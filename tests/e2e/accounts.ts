export type Lang = 'ar' | 'en';
export type VendorType = 'bt-vendor' | 'cp-vendor';
export type Account = {
  name: string;
  email: string;
  phone: string;
  password: string;
  vendorType: VendorType;
};

/** The demo accounts of `server/db/seed.ts`. */
export const ACCOUNTS = {
  tires: {
    name: 'أحمد مصطفى',
    email: 'tires@mawrid.example',
    phone: '01000000001',
    password: 'Tires#2026',
    vendorType: 'bt-vendor',
  },
  parts: {
    name: 'منى صلاح',
    email: 'parts@mawrid.example',
    phone: '01000000002',
    password: 'Parts#2026',
    vendorType: 'cp-vendor',
  },
} as const satisfies Record<string, Account>;

export type DemoAccount = keyof typeof ACCOUNTS;
