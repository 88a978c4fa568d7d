import { serverAlone } from './vitest.config';

// The server's specs that change the whole process (OpenTelemetry), each file in a process of its own (see vitest.config.ts).
export default serverAlone;
