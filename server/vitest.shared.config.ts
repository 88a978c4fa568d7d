import { serverShared } from './vitest.config';

// The server's specs that start no portal of their own, in shared processes (see vitest.config.ts).
export default serverShared;
