import { webIsolated } from './vitest.config';

// The client's spec files that replace a module with vi.mock, each in its own process (see vitest.config.ts).
export default webIsolated;
