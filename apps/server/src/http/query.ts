// Shapes shared by query strings and path params: they live in the contracts beside the
// schemas that use them; the server's own code names them from here.
export { databaseId, FIRST_SLOT_DATE, LAST_SLOT_DATE, MAX_DATABASE_ID, queryBoolean, slotDate } from '@naijacare/contracts';
