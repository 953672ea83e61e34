// react-admin's pages for an auth provider that refuses access or fails to check it, in a chunk of
// their own: ours redirects to sign-in instead, so no visit should need them.
export { AccessDenied, AuthenticationError } from 'react-admin';
