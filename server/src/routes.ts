/** Every module's routes, under /api. */
import type { FastifyInstance } from 'fastify';
import accountRoutes from './modules/account/routes';
import addressRoutes from './modules/address/routes';
import agentRoutes from './modules/agents/routes';
import agreementRoutes from './modules/agreement/routes';
import auditRoutes from './modules/audit/routes';
import authRoutes from './modules/auth/routes';
import cardRoutes from './modules/card/routes';
import claimRoutes from './modules/claims/routes';
import contentRoutes from './modules/content/routes';
import couponRoutes from './modules/coupon/routes';
import customerRoutes from './modules/customer/routes';
import privateFileRoutes from './modules/files/private-routes';
import fileRoutes from './modules/files/routes';
import financeRoutes from './modules/finance/routes';
import healthRoutes from './modules/health/routes';
import invoiceRoutes from './modules/invoice/routes';
import memberRoutes from './modules/member/routes';
import notificationRoutes from './modules/notification/routes';
import operationsRoutes from './modules/operations/routes';
import parcelRoutes from './modules/parcel/routes';
import paymentRoutes from './modules/payment/routes';
import placeRoutes from './modules/place/routes';
import pricingRoutes from './modules/pricing/routes';
import privacyRoutes from './modules/privacy/routes';
import regionRoutes from './modules/region/routes';
import reservationRoutes from './modules/reservation/routes';
import returnRoutes from './modules/returns/routes';
import staffRoutes from './modules/staff/routes';
import trackingRoutes from './modules/tracking/routes';
import userRoutes from './modules/user/routes';
import walletRoutes from './modules/wallet/routes';
import waybillRoutes from './modules/waybill/routes';

// One module a line, so modules added side by side merge without touching each other's line.
const MODULES = [
  healthRoutes,
  authRoutes,
  userRoutes,
  fileRoutes,
  staffRoutes,
  addressRoutes,
  regionRoutes,
  placeRoutes,
  privateFileRoutes,
  pricingRoutes,
  contentRoutes,
  agreementRoutes,
  parcelRoutes,
  waybillRoutes,
  trackingRoutes,
  paymentRoutes,
  walletRoutes,
  cardRoutes,
  couponRoutes,
  invoiceRoutes,
  notificationRoutes,
  reservationRoutes,
  claimRoutes,
  returnRoutes,
  auditRoutes,
  customerRoutes,
  operationsRoutes,
  agentRoutes,
  privacyRoutes,
  accountRoutes,
  financeRoutes,
  memberRoutes,
];

export default async function apiRoutes(app: FastifyInstance) {
  for (const routes of MODULES) {
    await app.register(routes);
  }
}
