import { randomBytes } from 'node:crypto';
import supertokens from 'supertokens-node';
import EmailPassword from 'supertokens-node/recipe/emailpassword';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_TYPES } from '@fibre-portal/shared/vocabulary';
import { writeMetadata } from './user-metadata';
import { hashPassword, scryptParams } from '../embedded/core/passwords';

export const DEMO_PASSWORD = 'Portal!2026';

/** Accounts the upstream stand-in knows as well (DESIGN.md §6: a second ISP for isolation). */
const ACCOUNT_IDS: Record<string, string> = { isp: 'isp-0001', baufirma: 'bau-0001', 'bau-main': 'baumain-0001' };

const NAMES: Record<string, [user: string, admin: string]> = {
  isp: ['Anna Gruber', 'Markus Huber'],
  baufirma: ['Stefan Wagner', 'Petra Bauer'],
  intern: ['Julia Pichler', 'Thomas Moser'],
  pmo: ['Lukas Steiner', 'Sabine Hofer'],
  'pm-am': ['Andreas Leitner', 'Claudia Berger'],
  'bau-main': ['Florian Fuchs', 'Monika Eder'],
  'customer-care': ['Katharina Schmid', 'Michael Weber'],
  sales: ['Daniel Schwarz', 'Elisabeth Maier'],
  finanz: ['Martin Winkler', 'Barbara Reiter'],
  marketing: ['Lisa Mayr', 'Christian Brunner'],
  'c-management': ['Wolfgang Lang', 'Susanne Baumgartner'],
  nwops: ['Bernhard Wolf', 'Andrea Auer'],
  planning: ['Georg Binder', 'Eva Lechner'],
  noc: ['Patrick Aigner', 'Nicole Holzer'],
};

export interface DemoAccount {
  email: string;
  name: string;
  role: 'user' | 'admin' | 'superadmin';
  type: string | null;
  accountid: string | null;
  status?: 'deactivated';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ...ACCOUNT_TYPES.flatMap((type): DemoAccount[] => {
    const accountid = ACCOUNT_IDS[type] ?? `${type}-0001`;
    const [userName, adminName] = NAMES[type]!;
    return [
      { email: `user.${type}@example.at`, name: userName, role: 'user', type, accountid },
      { email: `admin.${type}@example.at`, name: adminName, role: 'admin', type, accountid },
    ];
  }),
  { email: 'user.isp2@example.at', name: 'Sandra Koller', role: 'user', type: 'isp', accountid: 'isp-0002' },
  { email: 'admin.isp2@example.at', name: 'Robert Hofbauer', role: 'admin', type: 'isp', accountid: 'isp-0002' },
  { email: 'superadmin@example.at', name: 'Verena Strasser', role: 'superadmin', type: null, accountid: 'isp-0001' },
  { email: 'notype@example.at', name: 'Johann Ebner', role: 'user', type: null, accountid: 'isp-0001' },
  { email: 'deactivated@example.at', name: 'Gerhard Egger', role: 'user', type: 'isp', accountid: 'isp-0001', status: 'deactivated' },
];

/** A password nobody has read: 16 random characters plus what the sign-up rule asks for. */
function randomDemoPassword(): string {
  return `${randomBytes(12).toString('base64url')}-7x`;
}

export interface SeedOptions {
  /**
   * Production demo (PORTAL_DEMO=1): every account gets its own random password, logged once
   * when set, and an account that still has the published password gets a new one.
   */
  randomPasswords?: boolean;
  /**
   * The embedded core this portal seeds (with its cost of new hashes): the published password
   * is hashed once, at that cost, and the hash imported for every account still missing
   * (`POST /recipe/user/passwordhash/import`, as on the official core) instead of signing up
   * 33 accounts with 33 scrypt runs of the same password. Not with random passwords: each of
   * those is hashed on its own by the sign-up.
   */
  hashImport?: { connectionURI: string; apiKey?: string | undefined; scryptLogN: number };
}

/** Creates one account with an existing hash over the core's API; undefined when the e-mail was taken meanwhile. */
async function importAccount(core: NonNullable<SeedOptions['hashImport']>, email: string, passwordHash: string): Promise<string | undefined> {
  const base = core.connectionURI.endsWith('/') ? core.connectionURI : `${core.connectionURI}/`;
  const response = await fetch(new URL('recipe/user/passwordhash/import', base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cdi-version': '5.4',
      rid: 'emailpassword',
      ...(core.apiKey === undefined ? {} : { 'api-key': core.apiKey }),
    },
    body: JSON.stringify({ email, passwordHash }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`import of the demo account ${email}: ${response.status} ${text}`);
  const answer = JSON.parse(text) as { status: string; user?: { id: string }; didUserAlreadyExist?: boolean };
  if (answer.status !== 'OK' || !answer.user) throw new Error(`import of the demo account ${email}: ${text}`);
  return answer.didUserAlreadyExist ? undefined : answer.user.id;
}

/** Seeds the demo accounts of the embedded default; accounts that exist are left alone. */
export async function seedDemoAccounts(logger: FastifyBaseLogger, options: SeedOptions = {}): Promise<number> {
  let created = 0;
  const issued: Array<{ email: string; password: string }> = [];
  const passwordFor = (email: string) => {
    if (!options.randomPasswords) return DEMO_PASSWORD;
    const password = randomDemoPassword();
    issued.push({ email, password });
    return password;
  };
  // The published password's hash, made once (and only when an account is missing).
  const { hashImport } = options;
  let sharedHash: Promise<string> | undefined;
  const importable = hashImport !== undefined && !options.randomPasswords;
  const create = async (email: string): Promise<string | undefined> => {
    if (importable) {
      sharedHash ??= hashPassword(DEMO_PASSWORD, scryptParams(hashImport.scryptLogN));
      return importAccount(hashImport, email, await sharedHash);
    }
    const result = await EmailPassword.signUp('public', email, passwordFor(email));
    return result.status === 'OK' ? result.user.id : undefined;
  };
  // Four at a time: a sign-up's password hashing is the cost, and the thread pool has four workers.
  const queue = [...DEMO_ACCOUNTS];
  const worker = async () => {
    for (let account = queue.shift(); account; account = queue.shift()) {
      const existing = await supertokens.listUsersByAccountInfo('public', { email: account.email });
      if (existing.length > 0) {
        // A data folder first started in development still has the README's password.
        if (options.randomPasswords && (await EmailPassword.verifyCredentials('public', account.email, DEMO_PASSWORD)).status === 'OK') {
          const recipeUserId = supertokens.convertToRecipeUserId(existing[0]!.id);
          await EmailPassword.updateEmailOrPassword({ recipeUserId, password: passwordFor(account.email), applyPasswordPolicy: false });
        }
        continue;
      }
      const userId = await create(account.email);
      if (userId === undefined) continue;
      await writeMetadata(userId, {
        name: account.name,
        role: account.role,
        type: account.type,
        accountid: account.accountid,
        userid: userId,
        status: account.status ?? null,
      });
      created += 1;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  if (created > 0) logger.info({ created }, 'demo accounts seeded');
  // The only place these passwords ever appear; they are not stored anywhere readable.
  if (issued.length > 0) logger.warn({ demoAccounts: issued }, 'Demobetrieb: zufällige Passwörter der Demo-Konten (nur diese eine Ausgabe)');
  return created;
}
