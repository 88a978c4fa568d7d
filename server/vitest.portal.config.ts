import { serverPortal } from './vitest.config';

// The server's specs on the portal their worker process shares (see vitest.config.ts).
export default serverPortal;
