import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GatewayAnswer, GatewaySimCheckout } from '@notary/domain/contracts';
import { api } from '@notary/ui/http';

const refPath = (ref: string) => `payment_gateway_sim/${encodeURIComponent(ref)}`;

/** GET /api/payment_gateway_sim/:ref: the checkout the gateway's page shows. */
export async function getGatewayCheckout(ref: string): Promise<GatewaySimCheckout> {
  return api.get(refPath(ref)).json<GatewaySimCheckout>();
}

export const gatewayCheckoutQueryOptions = (ref: string) => queryOptions({ queryKey: ['payment-gateway', ref], queryFn: () => getGatewayCheckout(ref) });

export function useGatewayCheckout(ref: string) {
  return useQuery(gatewayCheckoutQueryOptions(ref));
}

/** POST /api/payment_gateway_sim/:ref/pay: the customer pays; the gateway sends the signed callback to the portal. */
export async function payGatewayCheckout(ref: string): Promise<GatewayAnswer> {
  return api.post(`${refPath(ref)}/pay`).json<GatewayAnswer>();
}

export function usePayGatewayCheckout(ref: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => payGatewayCheckout(ref),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['payment-gateway', ref] }),
  });
}
