/**
 * Setup file of the vitest project `server` (vitest.config.ts): before each spec file, the
 * supertokens-node of the previous file's portal is forgotten, so that this file's portal
 * initialises it for its own core (support/supertokens-reset.ts).
 */
import { resetSupertokensNode } from './support/supertokens-reset';

resetSupertokensNode();
