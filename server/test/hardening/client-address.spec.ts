import { describe } from 'vitest';
import { clientAddressScenario } from './client-address.test-support';

describe('the client address without TRUST_PROXY', () => {
  clientAddressScenario({}, { untrusted: '10.1.2.3' });
});
