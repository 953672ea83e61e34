/**
 * The sign-in request, declared once: the in-process apps (helper.ts `signIn`), an app a test
 * builds itself and the server processes (server-process.ts) all send it.
 */
export const loginRequest = (identifier: string, password: string, vendorType = 'bt-vendor') =>
  ({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { identifier, password, vendorType },
  }) as const;
