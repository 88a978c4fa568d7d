import { serverUnits } from './vitest.config';

// The server's specs that start no portal, in shared processes (see vitest.config.ts).
export default serverUnits;
