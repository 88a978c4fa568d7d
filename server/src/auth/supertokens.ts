import supertokens from 'supertokens-node';
import EmailPassword from 'supertokens-node/recipe/emailpassword';
import Session from 'supertokens-node/recipe/session';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import Multitenancy from 'supertokens-node/recipe/multitenancy';
import type { SessionClaimValidator } from 'supertokens-node/recipe/session';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { validateField, type FieldId } from '../shared/validation';
import { environmentHosts } from '../lib/environment';
import type { Mailer } from './mailer';
import type { LoginThrottle } from './throttle';
import { THROTTLE_MESSAGES } from './throttle';
import { DEACTIVATED, readMetadata, roleOf, writeMetadata, type PortalMetadata } from './user-metadata';
import { decideSignUp } from './sign-up-rules';
import { passwordResetMail } from './mails';
import { adminSessionLimits, enforceAdminSessionLifetime, sessionClockPayload } from './admin-session';

/**
 * What the recipe overrides need at call time. supertokens-node is initialised once per
 * process; the overrides read the current runtime so that a restarted app (tests) is served
 * by its own mailer and throttle.
 */
export interface AuthRuntime {
  config: Config;
  mailer: Mailer;
  throttle: LoginThrottle;
  logger: FastifyBaseLogger;
  /**
   * The language of a user's e-mails. The portal passes one that also knows the account's
   * setting (user administration); without it, the user's metadata `language` decides.
   */
  mailLanguage?: (metadata: PortalMetadata) => Promise<'de' | 'en'>;
}

let runtime: AuthRuntime | undefined;
let initialisedFor: string | undefined;

function current(): AuthRuntime {
  if (!runtime) throw new Error('auth runtime not set');
  return runtime;
}

/** The configuration of the running portal (the last one initialised in this process). */
export function currentAuthConfig(): Config {
  return current().config;
}

export const SIGN_IN_MESSAGES = {
  deactivated: 'Ihr Zugang ist deaktiviert. Bitte wenden Sie sich an die Administration Ihres Unternehmens.',
} as const;

export const SIGN_UP_NOT_ALLOWED_MESSAGE = 'Nur Administratoren können Benutzer anlegen. Bitte melden Sie sich als Administrator an.';

/** userContext key under which the deactivation check leaves the metadata it read, for reuse. */
export const METADATA_IN_CONTEXT = 'portalMetadata';

/**
 * A deactivated user's session fails on its very next request with 403 (invalid claim): the
 * check reads the user metadata from the core on every verified request, so it holds across
 * replicas without any cache to invalidate.
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

export function initSupertokens(settings: AuthRuntime & { connectionURI: string; apiKey?: string }) {
  runtime = { config: settings.config, mailer: settings.mailer, throttle: settings.throttle, logger: settings.logger, mailLanguage: settings.mailLanguage };
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
            signIn: async (input) => {
              const result = await original.signIn(input);
              if (result.status !== 'OK') return result;
              const metadata = await readMetadata(result.user.id, input.userContext);
              if (metadata.status === DEACTIVATED) {
                // Correct password but no entry: the API layer turns this into SIGN_IN_NOT_ALLOWED.
                input.userContext['portalSignInDeactivated'] = true;
                return { status: 'WRONG_CREDENTIALS_ERROR' };
              }
              return result;
            },
          }),
          apis: (original) => ({
            ...original,
            signInPOST: async (input) => {
              if (!original.signInPOST) throw new Error('signInPOST disabled');
              const email = String(formValue(input.formFields, 'email') ?? '');
              const { throttle } = current();
              if (!(await throttle.allowSignIn(email, clientIp(input.options.req)))) {
                return { status: 'SIGN_IN_NOT_ALLOWED', reason: THROTTLE_MESSAGES.signIn };
              }
              const result = await original.signInPOST(input);
              if (result.status === 'WRONG_CREDENTIALS_ERROR') {
                if (input.userContext['portalSignInDeactivated']) return { status: 'SIGN_IN_NOT_ALLOWED', reason: SIGN_IN_MESSAGES.deactivated };
                await throttle.recordFailure(email);
              } else if (result.status === 'OK') {
                await throttle.recordSuccess(email);
              }
              return result;
            },
            signUpPOST: async (input) => {
              const session = await Session.getSession(input.options.req, input.options.res, { sessionRequired: false }, input.userContext);
              if (!session) return { status: 'SIGN_UP_NOT_ALLOWED', reason: SIGN_UP_NOT_ALLOWED_MESSAGE };
              const creator = (input.userContext[METADATA_IN_CONTEXT] as PortalMetadata | undefined) ?? (await readMetadata(session.getUserId()));
              await enforceAdminSessionLifetime(session, roleOf(creator), adminSessionLimits(current().config));
              const values = Object.fromEntries(input.formFields.map((f) => [f.id, f.value]));
              const decision = decideSignUp({ role: roleOf(creator), type: creator.type ?? null, accountId: creator.accountid ?? null }, values);
              if (!decision.allowed) return { status: 'SIGN_UP_NOT_ALLOWED', reason: decision.reason };
              const created = await EmailPassword.signUp(input.tenantId, String(values['email']), String(values['password']), undefined, input.userContext);
              if (created.status === 'EMAIL_ALREADY_EXISTS_ERROR') return { status: 'EMAIL_ALREADY_EXISTS_ERROR' };
              if (created.status !== 'OK') return { status: 'GENERAL_ERROR', message: 'Der Benutzer konnte nicht angelegt werden. Bitte versuchen Sie es erneut.' };
              await writeMetadata(created.user.id, { ...decision.metadata, userid: created.user.id });
              current().logger.info({ createdBy: session.getUserId(), userId: created.user.id, role: decision.metadata.role }, 'user created');
              return { status: 'OK', user: created.user, session };
            },
            generatePasswordResetTokenPOST: async (input) => {
              if (!original.generatePasswordResetTokenPOST) throw new Error('reset disabled');
              const email = String(formValue(input.formFields, 'email') ?? '');
              if (!(await current().throttle.allowReset(email, clientIp(input.options.req)))) {
                return { status: 'PASSWORD_RESET_NOT_ALLOWED', reason: THROTTLE_MESSAGES.reset };
              }
              return original.generatePasswordResetTokenPOST(input);
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
            getGlobalClaimValidators: (input) => [...input.claimValidatorsAddedByOtherRecipes, activeUserValidator],
            createNewSession: async (input) => {
              // The first e-mail rides in the token: the header shows it on every page. The
              // session clock too: admin sessions have shorter lives (admin-session.ts).
              const user = await supertokens.getUser(input.userId, input.userContext);
              return original.createNewSession({
                ...input,
                accessTokenPayload: { ...input.accessTokenPayload, email: user?.emails[0] ?? null, ...sessionClockPayload() },
              });
            },
          }),
        },
      }),
      UserMetadata.init(),
      Multitenancy.init(),
    ],
  });
}
