import { randomBytes } from 'node:crypto';
import supertokens from 'supertokens-node';
import EmailPassword from 'supertokens-node/recipe/emailpassword';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_TYPES } from '@fibre-portal/shared/vocabulary';
import { writeMetadata } from './user-metadata';

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
  // Four at a time: password hashing is the cost, and the thread pool has four workers.
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
      const result = await EmailPassword.signUp('public', account.email, passwordFor(account.email));
      if (result.status !== 'OK') continue;
      await writeMetadata(result.user.id, {
        name: account.name,
        role: account.role,
        type: account.type,
        accountid: account.accountid,
        userid: result.user.id,
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
