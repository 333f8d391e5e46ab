import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checkout } from '@notary/domain/contracts';
import { api } from '../../http/index.ts';
import { actKeys } from '../api/acts-api.ts';

/** POST …/payments/:paymentId/checkout: opens a payment at the gateway; the answer names its page. */
export async function openCheckout(actId: string, paymentId: string): Promise<Checkout> {
  return api.post(`notarial_act/${encodeURIComponent(actId)}/payments/${encodeURIComponent(paymentId)}/checkout`).json<Checkout>();
}

export function useOpenCheckout(actId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => openCheckout(actId, paymentId),
    onSettled: () => void client.invalidateQueries({ queryKey: actKeys.tab(actId, 'payments') }),
  });
}

/**
 * Where the browser goes for the gateway's page: a full page load, as to a
 * bank's page (the citizen web's simulator page, or a real gateway's). Tests
 * replace `assign`.
 */
export const gatewayNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/** The gateway page's address with the card to come back to (a same-site path). */
export function gatewayUrl(payUrl: string, returnTo: string): string {
  const separator = payUrl.includes('?') ? '&' : '?';
  return `${payUrl}${separator}return=${encodeURIComponent(returnTo)}`;
}
