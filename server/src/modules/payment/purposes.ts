/**
 * What a payment of another module's purpose does when it is paid or refunded. The owning module registers
 * its hooks when its routes load; each runs inside the paying (or refunding) transaction, so a hook that
 * throws rolls the payment back.
 */
import type { PaymentPurpose } from '@contract/payment';
import type { Tx } from '../../db/client';
import type { PaymentRow } from '../../db/schema';

export interface PurposeHooks {
  paid(tx: Tx, payment: PaymentRow, now: Date): Promise<void>;
  refunded(tx: Tx, payment: PaymentRow, now: Date): Promise<void>;
}

export const purposeHooks: Partial<Record<PaymentPurpose, PurposeHooks>> = {};
