// An erased account (erase.ts leaves the user row, status 'deleted', with no name or mobile): staff answers that
// name a customer say so (`customer_deleted`), so the screens show "deleted" rather than an empty name.
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/** In a select joined to `users` (left joins too: no user is not deleted). */
export const customerDeleted = sql<boolean>`coalesce(${users.status} = 'deleted', false)`;
