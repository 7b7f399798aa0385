/** The app's money helpers: writing an amount and reading one typed are shared with the console (types/money.ts). */
export { currencySymbol, formatMoney, toMinorUnits } from '@contract/money';
