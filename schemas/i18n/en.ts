import type { DeepStrings } from './types';

/**
 * The texts both ends speak, in English: validation templates, the API's refusals, the password
 * policy and account messages, vendor types. The server answers with them; the dashboard's
 * catalogue (src/i18n) spreads them in, so a form and the API say the same words.
 */
export const apiEn = {
  // The password policy's messages (schemas/password.ts returns these keys) and its outcomes.
  password: {
    tooShort: 'Password must be at least 8 characters.',
    tooLong: 'Password must be at most 128 characters.',
    upperAndNumber: 'Password must include at least one uppercase letter and one number.',
    special: 'Password must contain at least one special character like # $ % ^ & *.',
    common: 'This password is too common and easy to guess. Choose another one.',
    confirmRequired: 'Type the password again to confirm it.',
    mismatch: 'Passwords do not match.',
    wrongCurrent: 'The current password is not correct.',
    changed: 'Password changed successfully!',
    resetFailed: 'Failed to reset password. Please try again.',
  },
  // What the API says about accounts: sign-in limits, one-time codes, their SMS, the profile.
  account: {
    tooManyLogins:
      'Too many failed sign-in attempts. Try again in %{smart_count} minute. |||| Too many failed sign-in attempts. Try again in %{smart_count} minutes.',
    emailTaken: 'An account with this email already exists.',
    phoneTaken: 'An account with this phone number already exists.',
    codeWrong: 'The code is not correct.',
    codeExpired: 'This code has expired. Ask for a new code.',
    codeTooManyTries: 'Too many wrong codes. Ask for a new code.',
    resendIn:
      'You can ask for a new code in %{smart_count} second. |||| You can ask for a new code in %{smart_count} seconds.',
    tooManySends:
      'Too many codes were sent to this number. Try again in %{smart_count} minute. |||| Too many codes were sent to this number. Try again in %{smart_count} minutes.',
    smsRegister: 'Mawrid: your verification code is %{code}. It expires in 10 minutes. Do not share it.',
    smsReset:
      'Mawrid: your password reset code is %{code}. It expires in 10 minutes. If you did not ask for it, ignore this message.',
    smsAlreadyRegistered:
      'Mawrid: someone tried to register with this number, but it already has an account. Sign in, or reset your password if you forgot it.',
    tooManyRegistrations:
      'Too many registrations from your network. Try again in %{smart_count} minute. |||| Too many registrations from your network. Try again in %{smart_count} minutes.',
    tooManyCodeRequests:
      'Too many codes were requested from your network. Try again in %{smart_count} minute. |||| Too many codes were requested from your network. Try again in %{smart_count} minutes.',
    smsBusy:
      'We cannot send more codes right now. Try again in %{smart_count} minute. |||| We cannot send more codes right now. Try again in %{smart_count} minutes.',
    futureDate: '%{field} must be a date in the future',
    uploadAgain: '%{field}: this file is not among your uploads. Upload it again.',
  },
  vendorTypes: {
    'bt-vendor': 'Batteries & Tires Vendor',
    'cp-vendor': 'Car Parts Vendor',
  },
  validation: {
    required: '%{field} is required',
    number: '%{field} must be a number',
    integer: '%{field} must be a whole number',
    genericRequired: 'This field is required',
    genericNumber: 'This field must be a number',
    minimum: '%{field} must be at least %{limit}',
    maximum: '%{field} must be at most %{limit}',
    maxLength: '%{field} must be at most %{limit} characters',
    maxItems: '%{field} can have at most %{limit} entries',
    enum: '%{field}: choose one of the options',
    pattern: '%{field} is not in the right format',
    format: '%{field} is not in the right format',
    invalid: '%{field} is not valid',
    text: '%{field} contains characters that cannot be saved. Remove them and try again.',
    genericText: 'This text contains characters that cannot be saved. Remove them and try again.',
    phone: 'Enter an Egyptian mobile number: 01 and 9 more digits, or +20.',
    form: 'Please fill out all required fields correctly.',
  },
  errors: {
    unauthorized: 'Your session has ended. Please sign in again.',
    forbidden: 'Your account type cannot manage this kind of product.',
    notFound: 'We could not find what you asked for.',
    badRequest: 'The request is not valid.',
    badJson: 'The request body is not valid JSON.',
    tooDeep: 'The request is nested too deeply.',
    tooManyValues: 'The request holds too many entries.',
    uriTooLong: 'The address of this request is too long.',
    headersTooLarge: 'The request headers are too large.',
    timeout: 'The request took too long to arrive. Please try again.',
    busy: 'The server is busy signing other people in. Try again in a few seconds.',
    unavailable: 'The service is not available right now. Please try again in a moment.',
    tooLarge: 'The request is too large.',
    unsupportedMedia: 'This content type is not supported.',
    server: 'Something went wrong on our side. Please try again.',
    network: 'Could not reach the server. Check your connection and try again.',
    invalidCredentials: 'Wrong phone, email or password.',
    wrongVendorType: 'This account is registered as a %{type}.',
    duplicateSku: 'You already have a product with this SKU.',
    badSort: 'Products cannot be sorted by “%{field}”.',
    badFilter: 'Products cannot be filtered by “%{field}”.',
    badRange: 'The requested page is not valid.',
    fileMissing: 'Choose a file to upload.',
    fileEmpty: 'The file is empty.',
    fileKind: 'The file kind must be “image” or “document”.',
    fileParts: 'Send one file at a time.',
    fileTooLarge: 'The file is larger than %{limit} MB.',
    fileType: 'This file format is not accepted. Accepted formats: %{types}.',
  },
  moderation: {
    notWaiting: 'This product is not waiting for review.',
    nothingToOrder: 'This vendor has no available product in stock to order.',
  },
  home: {
    badPeriod: 'Choose a period of 1 to %{days} days, the start before the end.',
  },
  orders: {
    movedOn: 'This order has moved on: it is now “%{status}”. Reload it to see what you can do.',
    noPhone: 'This order has no customer phone, so no handover code can be sent.',
    collectRequired: 'Enter the amount you collected from the customer.',
    collectMismatch: 'The amount collected must be the order total, %{total} EGP.',
    photoAgain: 'This photo is not among your uploads. Take or choose it again.',
    codeWrong: 'The handover code is not correct. Ask the customer for the code we texted them.',
    codeTooManyTries: 'Too many wrong codes. Send the customer a new code.',
    smsHandover:
      'Mawrid: your order %{number} is on its way. Give the driver this code when you receive it: %{code}',
  },
  // Spreadsheet imports (issue 12): refusals of an import, and why a row was not saved.
  imports: {
    forbidden: 'Your account type cannot import “%{type}”.',
    idTaken: 'This import ID is already in use. Start the import again.',
    ended: 'This import has already ended. Start a new import to send more rows.',
    moreThanDeclared: 'This batch goes past the %{rows} rows this import was started for.',
    skuRepeated: 'This SKU already appears in row %{row} of this file.',
    skuOtherType: 'This SKU belongs to one of your products in “%{type}”.',
  },
} as const;

export type ApiMessages = DeepStrings<typeof apiEn>;
