import { describe } from 'vitest';
import { clientAddressScenario } from './client-address.test-support';

describe('the client address with TRUST_PROXY=10.0.0.0/8', () => {
  clientAddressScenario({ TRUST_PROXY: '10.0.0.0/8' }, { untrusted: '192.168.7.7', trustedProxy: '10.9.8.7' });
});
