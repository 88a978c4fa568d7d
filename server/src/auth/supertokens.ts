import supertokens from 'supertokens-node';
import EmailPassword from 'supertokens-node/recipe/emailpassword';
import Session from 'supertokens-node/recipe/session';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import Multitenancy from 'supertokens-node/recipe/multitenancy';
import type { SessionClaimValidator } from 'supertokens-node/recipe/session';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { validateField, type FieldId } from '@fibre-portal/shared/validation';
import { environmentHosts } from '../lib/environment';
import type { Mailer } from './mailer';
import type { LoginThrottle } from './throttle';
import { createCheckGate, THROTTLE_MESSAGES, type CheckGate } from './throttle';
import { DEACTIVATED, FRESH_METADATA, metadataCache, readMetadata, roleOf, writeMetadata, type PortalMetadata } from './user-metadata';
import { decideSignUp } from './sign-up-rules';
import { passwordResetMail } from './mails';
import { sessionRevocations } from './revocations';
import { adminSessionLimits, enforceAdminSessionLifetime, sessionClockPayload } from './admin-session';
import { portalMetrics } from '../lib/metrics';
import { inBackground } from '../lib/background';

/**
 * What the recipe overrides need at call time. supertokens-node is initialised once per
 * process; the overrides read the current runtime so that a restarted app (tests) is served
 * by its own mailer and throttle.
 */
export interface AuthRuntime {
  config: Config;
  mailer: Mailer;
  throttle: LoginThrottle;
  /** Password checks of accounts under attack, one at a time per process (throttle.ts). */
  suspiciousChecks?: CheckGate;
  logger: FastifyBaseLogger;
  /**
   * The language of a user's e-mails. The portal passes one that also knows the account's
   * setting (user administration); without it, the user's metadata `language` decides.
   */
  mailLanguage?: (metadata: PortalMetadata) => Promise<'de' | 'en'>;
  /**
   * The clock of the admin session lifetime (admin-session.ts): sign-in time, "last seen" and
   * the limits are read from it. The real clock unless a test moves time instead of waiting.
   */
  sessionClock?: () => number;
}

let runtime: AuthRuntime | undefined;
const defaultCheckGate = createCheckGate();
let initialisedFor: string | undefined;

function current(): AuthRuntime {
  if (!runtime) throw new Error('auth runtime not set');
  return runtime;
}

/** The configuration of the running portal (the last one initialised in this process). */
export function currentAuthConfig(): Config {
  return current().config;
}

/** Now, on the clock of the admin session lifetime (`AuthRuntime.sessionClock`, by default the real one). */
export function sessionClockNow(): number {
  return (runtime?.sessionClock ?? Date.now)();
}

export const SIGN_IN_MESSAGES = {
  deactivated: 'Ihr Zugang ist deaktiviert. Bitte wenden Sie sich an die Administration Ihres Unternehmens.',
} as const;

export const SIGN_UP_NOT_ALLOWED_MESSAGE = 'Nur Administratoren können Benutzer anlegen. Bitte melden Sie sich als Administrator an.';

/** userContext key under which the deactivation check leaves the metadata it read, for reuse. */
export const METADATA_IN_CONTEXT = 'portalMetadata';

/**
 * A deactivated user's session fails on its very next request with 403 (invalid claim): the
 * check reads the user metadata on every verified request, through the metadata cache
 * (user-metadata.ts). A deactivation through this replica forgets the cached metadata at
 * once; through another replica, reads see it within USER_METADATA_CACHE_MS and requests
 * that may write at once (they read from the core).
 */
const activeUserValidator: SessionClaimValidator = {
  id: 'portal-active-user',
  validate: async (payload: { sub?: unknown }, userContext) => {
    const userId = typeof payload.sub === 'string' ? payload.sub : '';
    const metadata = await readMetadata(userId, userContext);
    userContext[METADATA_IN_CONTEXT] = metadata;
    return metadata.status === DEACTIVATED
      ? { isValid: false, reason: { message: 'Benutzer ist deaktiviert', expectedValue: 'active', actualValue: DEACTIVATED } }
      : { isValid: true };
  },
};

/**
 * Whether the SDK's session check validates no claim but the portal's own active-user check:
 * only then may a remembered token skip the SDK (verified-tokens.ts), which repeats that check
 * alone. Set on every full check; a recipe that adds claim validators turns the short path off.
 */
export const claimChecks = { portalOnly: false };

/** userContext flag: the core checked a password during this sign-in. */
const PASSWORD_CHECKED = 'portalPasswordChecked';
/** userContext key: the user the core's sign-in answered with, for the session it starts. */
const SIGNED_IN_USER = 'portalSignedInUser';

const formValue = (fields: Array<{ id: string; value: unknown }>, id: string) => fields.find((field) => field.id === id)?.value;
const clientIp = (req: unknown) => {
  const original = (req as { original?: { ip?: string } }).original;
  return original?.ip ?? 'unknown';
};

/** The website origin a link should point to: the portal host the user came from, if it is one of ours. */
export function originForRequest(config: Config, clientUrl: string | undefined): string {
  const fallback = new URL(config.publicUrl).origin;
  if (!clientUrl) return fallback;
  try {
    const url = new URL(clientUrl);
    return environmentHosts(config).has(url.host.toLowerCase()) ? url.origin : fallback;
  } catch {
    return fallback;
  }
}

const field = (id: FieldId, optional = false) => ({
  id,
  optional,
  validate: async (value: unknown) => validateField(id, value, { signUp: true }),
});

/**
 * Forgets that supertokens-node was initialised, after the SDK itself was reset (test runs only:
 * server/test/support/supertokens-reset.ts): the next portal of the process initialises it for its own core.
 */
export function forgetSupertokensInit(): void {
  initialisedFor = undefined;
  runtime = undefined;
}

export function initSupertokens(settings: AuthRuntime & { connectionURI: string; apiKey?: string }) {
  metadataCache.configure(settings.config.USER_METADATA_CACHE_MS);
  runtime = {
    config: settings.config,
    mailer: settings.mailer,
    throttle: settings.throttle,
    suspiciousChecks: settings.suspiciousChecks ?? defaultCheckGate,
    logger: settings.logger,
    mailLanguage: settings.mailLanguage,
    sessionClock: settings.sessionClock,
  };
  if (initialisedFor !== undefined) {
    if (initialisedFor !== settings.connectionURI) {
      throw new Error(`supertokens-node is already initialised for ${initialisedFor} in this process; one portal per process.`);
    }
    return;
  }
  initialisedFor = settings.connectionURI;
  const { config } = settings;
  const publicOrigin = new URL(config.publicUrl).origin;

  supertokens.init({
    framework: 'fastify',
    supertokens: { connectionURI: settings.connectionURI, apiKey: settings.apiKey },
    appInfo: {
      appName: 'Glasfaser-Portal',
      apiDomain: publicOrigin,
      apiBasePath: '/auth',
      websiteBasePath: '/auth',
      // Links in e-mails point at the portal host the user came from, only when it is ours.
      origin: ({ request }) => originForRequest(current().config, request?.getHeaderValue('x-client-url')),
    },
    telemetry: false,
    recipeList: [
      EmailPassword.init({
        signUpFeature: {
          formFields: [field('email'), field('password'), field('name'), field('role'), field('type'), field('accountid', true)],
        },
        emailDelivery: {
          override: (original) => ({
            ...original,
            sendEmail: async (input) => {
              const metadata = await readMetadata(input.user.id, input.userContext);
              const { mailLanguage } = current();
              const language = mailLanguage ? await mailLanguage(metadata) : metadata.language === 'en' ? 'en' : 'de';
              await current().mailer.send(passwordResetMail(input.user.email, input.passwordResetLink, language));
            },
          }),
        },
        override: {
          functions: (original) => ({
            ...original,
            verifyCredentials: async (input) => {
              input.userContext[PASSWORD_CHECKED] = true;
              return original.verifyCredentials(input);
            },
            signIn: async (input) => {
              input.userContext[PASSWORD_CHECKED] = true;
              const result = await original.signIn(input);
              if (result.status !== 'OK') return result;
              // A sign-in starts a session: the deactivation check reads the core, not the cache.
              input.userContext[FRESH_METADATA] = true;
              const metadata = await readMetadata(result.user.id, input.userContext);
              if (metadata.status === DEACTIVATED) {
                // Correct password but no entry: the API layer turns this into SIGN_IN_NOT_ALLOWED.
                input.userContext['portalSignInDeactivated'] = true;
                return { status: 'WRONG_CREDENTIALS_ERROR' };
              }
              input.userContext[SIGNED_IN_USER] = result.user;
              return result;
            },
            consumePasswordResetToken: async (input) => {
              // The core refuses an empty token as malformed input (HTTP 400), which would reach
              // the user as an internal error; to the user it is simply not a valid link.
              if (typeof input.token !== 'string' || input.token.trim() === '') return { status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR' };
              return original.consumePasswordResetToken(input);
            },
          }),
          apis: (original) => ({
            ...original,
            signInPOST: async (input) => {
              if (!original.signInPOST) throw new Error('signInPOST disabled');
              const email = String(formValue(input.formFields, 'email') ?? '');
              const ip = clientIp(input.options.req);
              const { throttle, suspiciousChecks = defaultCheckGate, config } = current();
              // A refusal waits before it answers: a flood of refused attempts is slowed, not served fast.
              const refuse = async (reason: string) => {
                portalMetrics.signIn('throttled');
                if (config.LOGIN_REFUSAL_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.LOGIN_REFUSAL_DELAY_MS));
                return { status: 'SIGN_IN_NOT_ALLOWED' as const, reason };
              };
              // Counted before the password check (docs/security.md, throttle.ts).
              const admission = await throttle.admitSignIn(email, ip);
              if (!admission.allowed) return refuse(admission.reason);
              const check = async () => {
                const answer = await original.signInPOST!(input);
                if (answer.status === 'WRONG_CREDENTIALS_ERROR' && !input.userContext[PASSWORD_CHECKED]) {
                  // supertokens-node answers an unknown e-mail without asking the core, in a fraction of
                  // a password check: the time would tell which addresses have an account. The core
                  // checks the password against the unknown address instead, at the cost of a real check.
                  const password = String(formValue(input.formFields, 'password') ?? '');
                  await input.options.recipeImplementation.verifyCredentials({ email, password, tenantId: input.tenantId, userContext: input.userContext });
                }
                return answer;
              };
              const queued = admission.suspicious ? suspiciousChecks.run(check) : check();
              if (queued === undefined) {
                // Not checked, so not a failure: the attempt gives its admission back.
                await throttle.giveBack(email);
                return refuse(THROTTLE_MESSAGES.busy);
              }
              const result = await queued;
              portalMetrics.signIn(result.status === 'OK' ? 'success' : 'failure');
              if (result.status === 'OK') {
                await throttle.recordSuccess(email, ip);
                return result;
              }
              await throttle.recordFailure(email, ip);
              if (result.status === 'WRONG_CREDENTIALS_ERROR' && input.userContext['portalSignInDeactivated']) {
                return { status: 'SIGN_IN_NOT_ALLOWED', reason: SIGN_IN_MESSAGES.deactivated };
              }
              return result;
            },
            signUpPOST: async (input) => {
              input.userContext[FRESH_METADATA] = true;
              const session = await Session.getSession(input.options.req, input.options.res, { sessionRequired: false }, input.userContext);
              if (!session) return { status: 'SIGN_UP_NOT_ALLOWED', reason: SIGN_UP_NOT_ALLOWED_MESSAGE };
              const creator = (input.userContext[METADATA_IN_CONTEXT] as PortalMetadata | undefined) ?? (await readMetadata(session.getUserId()));
              await enforceAdminSessionLifetime(session, roleOf(creator), adminSessionLimits(current().config), sessionClockNow());
              const values = Object.fromEntries(input.formFields.map((f) => [f.id, f.value]));
              const decision = decideSignUp({ role: roleOf(creator), type: creator.type ?? null, accountId: creator.accountid ?? null }, values);
              if (!decision.allowed) return { status: 'SIGN_UP_NOT_ALLOWED', reason: decision.reason };
              const created = await EmailPassword.signUp(input.tenantId, String(values['email']), String(values['password']), undefined, input.userContext);
              if (created.status === 'EMAIL_ALREADY_EXISTS_ERROR') return { status: 'EMAIL_ALREADY_EXISTS_ERROR' };
              if (created.status !== 'OK')
                return { status: 'GENERAL_ERROR', message: 'Der Benutzer konnte nicht angelegt werden. Bitte versuchen Sie es erneut.' };
              await writeMetadata(created.user.id, { ...decision.metadata, userid: created.user.id });
              current().logger.info({ createdBy: session.getUserId(), userId: created.user.id, role: decision.metadata.role }, 'user created');
              return { status: 'OK', user: created.user, session };
            },
            emailExistsGET: async (input) => {
              if (!original.emailExistsGET) throw new Error('emailExistsGET disabled');
              // No account has an address with control characters, and the core's database refuses NUL.
              if (/[\u0000-\u001F\u007F]/.test(input.email)) return { status: 'OK', exists: false };
              return original.emailExistsGET(input);
            },
            generatePasswordResetTokenPOST: async (input) => {
              if (!original.generatePasswordResetTokenPOST) throw new Error('reset disabled');
              const email = String(formValue(input.formFields, 'email') ?? '');
              if (!(await current().throttle.allowReset(email, clientIp(input.options.req)))) {
                return { status: 'PASSWORD_RESET_NOT_ALLOWED', reason: THROTTLE_MESSAGES.reset };
              }
              // The answer does not wait for the token and the mail: the core's token write and an
              // SMTP round trip happen only for addresses with an account, and their time would tell
              // an anonymous caller which ones exist. Every address gets the same OK at once.
              const reset = original.generatePasswordResetTokenPOST.bind(original);
              inBackground(
                async () => {
                  const result = await reset(input);
                  if (result.status !== 'OK') current().logger.warn({ status: result.status }, 'password reset not started');
                },
                (error) => current().logger.error({ err: error }, 'password reset mail not sent'),
              );
              return { status: 'OK' };
            },
            passwordResetPOST: async (input) => {
              if (!original.passwordResetPOST) throw new Error('reset disabled');
              const result = await original.passwordResetPOST(input);
              // The owner of the mailbox chose a new password: the brute-force stop ends.
              if (result.status === 'OK') await current().throttle.clearAccount(result.email);
              return result;
            },
          }),
        },
      }),
      Session.init({
        // Cross-site requests cannot set custom headers: every non-GET session request needs `rid`.
        antiCsrf: 'VIA_CUSTOM_HEADER',
        cookieSameSite: 'lax',
        cookieSecure: config.isProduction,
        sessionExpiredStatusCode: 401,
        invalidClaimStatusCode: 403,
        override: {
          functions: (original) => ({
            ...original,
            getGlobalClaimValidators: (input) => {
              claimChecks.portalOnly = input.claimValidatorsAddedByOtherRecipes.length === 0;
              return [...input.claimValidatorsAddedByOtherRecipes, activeUserValidator];
            },
            // Sign-out, theft (the SDK's default answer revokes through here) and deactivation:
            // the old access tokens stop reading at once (revocations.ts).
            revokeSession: async (input) => {
              const done = await original.revokeSession(input);
              await sessionRevocations.revoke([input.sessionHandle]);
              return done;
            },
            revokeMultipleSessions: async (input) => {
              const done = await original.revokeMultipleSessions(input);
              await sessionRevocations.revoke(input.sessionHandles);
              return done;
            },
            revokeAllSessionsForUser: async (input) => {
              const handles = await original.revokeAllSessionsForUser(input);
              await sessionRevocations.revoke(handles);
              return handles;
            },
            createNewSession: async (input) => {
              // The first e-mail rides in the token: the header shows it on every page. The
              // session clock too: admin sessions have shorter lives (admin-session.ts). A sign-in
              // has the user from the core's answer; asking the core again cost a round trip on
              // the way to the dashboard (issue 20, B12).
              const signedIn = input.userContext[SIGNED_IN_USER] as Awaited<ReturnType<typeof supertokens.getUser>>;
              const user = signedIn?.id === input.userId ? signedIn : await supertokens.getUser(input.userId, input.userContext);
              return original.createNewSession({
                ...input,
                accessTokenPayload: { ...input.accessTokenPayload, email: user?.emails[0] ?? null, ...sessionClockPayload(sessionClockNow()) },
              });
            },
          }),
        },
      }),
      UserMetadata.init({
        override: {
          // Every write through this process forgets the cached metadata (user-metadata.ts),
          // before and after: a read racing the write cannot bring the old value back.
          functions: (original) => ({
            ...original,
            updateUserMetadata: async (input) => {
              metadataCache.forget(input.userId);
              try {
                return await original.updateUserMetadata(input);
              } finally {
                await metadataCache.forgetEverywhere(input.userId);
              }
            },
            clearUserMetadata: async (input) => {
              metadataCache.forget(input.userId);
              try {
                return await original.clearUserMetadata(input);
              } finally {
                await metadataCache.forgetEverywhere(input.userId);
              }
            },
          }),
        },
      }),
      Multitenancy.init(),
    ],
  });
}
