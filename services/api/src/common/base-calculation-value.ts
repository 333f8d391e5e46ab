/**
 * The base calculation value (bazaviy hisoblash miqdori) that state duties and
 * notary fees are multiples of, in tiyin. It changes by government decree, so
 * it is configuration (BCV_TIYIN); the default is 412 000 so'm, in force from
 * 1 August 2025. The calculator and the invoices read this one value, so a
 * citizen is invoiced what the calculator showed.
 */
export function baseCalculationValueTiyin(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.BCV_TIYIN);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : 41_200_000;
}
