// The server's own rule, so the browser accepts exactly the numbers the API does.
export { normalizePhone } from '../../../schemas/identifiers';
