/**
 * Rate limits of the open signing routes (no session: the link is the only key). Counted
 * per client address in fixed windows, shared across replicas through Redis when it is
 * configured (the login throttle's counter stores): every request counts, failed lookups
 * (unknown, tampered, mismatched links) count extra and block the address early, and an
 * order takes only a few signing attempts per hour.
 */
import { memoryCounterStore, redisCounterStore } from '../../auth/throttle';
import type { CounterStore } from '../../auth/throttle';
import type { Services } from '../../services';

export interface SigningLimits {
  requestsPerIp: number;
  requestWindowMs: number;
  failuresPerIp: number;
  failureWindowMs: number;
  signaturesPerOrder: number;
  signatureWindowMs: number;
}

export const DEFAULT_SIGNING_LIMITS: SigningLimits = {
  requestsPerIp: 300,
  requestWindowMs: 10 * 60_000,
  failuresPerIp: 20,
  failureWindowMs: 15 * 60_000,
  signaturesPerOrder: 10,
  signatureWindowMs: 60 * 60_000,
};

export const SIGNING_THROTTLE_MESSAGE = 'Zu viele Versuche mit Bestelllinks von Ihrer Adresse. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.';
export const SIGNATURE_THROTTLE_MESSAGE = 'Zu viele Unterschriftsversuche für diese Bestellung. Bitte versuchen Sie es in einer Stunde erneut.';

export function createSigningThrottle(store: CounterStore, limits: SigningLimits = DEFAULT_SIGNING_LIMITS) {
  const failures = (ip: string) => `order-sign:fail:${ip}`;
  return {
    /** Counts a request from `ip`; false when the address is over one of its limits. */
    async admit(ip: string): Promise<boolean> {
      const [requests, failed] = await Promise.all([store.increment(`order-sign:ip:${ip}`, limits.requestWindowMs), store.get(failures(ip))]);
      return requests <= limits.requestsPerIp && failed < limits.failuresPerIp;
    },
    /** A link that led nowhere: probing costs more than using. */
    async recordFailure(ip: string): Promise<void> {
      await store.increment(failures(ip), limits.failureWindowMs);
    },
    /** Counts a signing attempt for the order; false when it is over its limit. */
    async admitSignature(orderId: string): Promise<boolean> {
      return (await store.increment(`order-sign:order:${orderId}`, limits.signatureWindowMs)) <= limits.signaturesPerOrder;
    },
  };
}
export type SigningThrottle = ReturnType<typeof createSigningThrottle>;

const perServices = new WeakMap<Services, SigningThrottle>();

/**
 * The throttle of the running portal, made on first use: Redis when configured, else in
 * memory (one replica). Tests replace it with `useSigningThrottle`.
 */
export function signingThrottleOf(services: Services): SigningThrottle {
  let throttle = perServices.get(services);
  if (throttle === undefined) {
    const store = services.redis ? redisCounterStore(services.redis, `${services.redisPrefix}order-sign:`) : memoryCounterStore();
    throttle = createSigningThrottle(store);
    perServices.set(services, throttle);
  }
  return throttle;
}

/** Sets the throttle of a running portal (tests: small limits). */
export function useSigningThrottle(services: Services, throttle: SigningThrottle): void {
  perServices.set(services, throttle);
}
