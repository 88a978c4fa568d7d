/**
 * Resets supertokens-node in a test process, so that the spec files of the vitest project `server`
 * can share worker processes (`isolate: false`, vitest.config.ts) although each starts a portal
 * of its own: supertokens-node keeps one initialisation per process, for one core, and its
 * `reset()` functions (which it allows only with TEST_MODE=testing) forget it. Run before each
 * spec file by the project's setup file (own-portal-setup.ts). Not a spec itself.
 */
import SuperTokens from 'supertokens-node/lib/build/supertokens';
import EmailPasswordRecipe from 'supertokens-node/lib/build/recipe/emailpassword/recipe';
import SessionRecipe from 'supertokens-node/lib/build/recipe/session/recipe';
import UserMetadataRecipe from 'supertokens-node/lib/build/recipe/usermetadata/recipe';
import MultitenancyRecipe from 'supertokens-node/lib/build/recipe/multitenancy/recipe';
import AccountLinkingRecipe from 'supertokens-node/lib/build/recipe/accountlinking/recipe';
import EmailVerificationRecipe from 'supertokens-node/lib/build/recipe/emailverification/recipe';
import MultiFactorAuthRecipe from 'supertokens-node/lib/build/recipe/multifactorauth/recipe';
import { forgetSupertokensInit } from '../../src/auth/supertokens';

export function resetSupertokensNode(): void {
  if (process.env['TEST_MODE'] !== 'testing') throw new Error('supertokens-node resets only with TEST_MODE=testing (vitest.config.ts sets it)');
  for (const recipe of [
    EmailPasswordRecipe,
    SessionRecipe,
    UserMetadataRecipe,
    MultitenancyRecipe,
    AccountLinkingRecipe,
    EmailVerificationRecipe,
    MultiFactorAuthRecipe,
  ]) {
    recipe.reset();
  }
  SuperTokens.reset();
  forgetSupertokensInit();
}
