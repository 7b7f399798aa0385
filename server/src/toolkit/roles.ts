/**
 * Who may call a staff route: `...allow('floor')` in its options declares the roles of that area (types/staff.ts);
 * the auth plugin checks them before the input is read and names them in the OpenAPI document (`x-roles`).
 */
import { rolesOf, type StaffArea } from '@contract/staff';

export const allow = (area: StaffArea) => ({ config: { roles: rolesOf(area) } });
