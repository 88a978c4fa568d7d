/**
 * Every screen's data is refused to every type and role the rules in `screens/` keep from
 * that screen (DESIGN.md §4, issue 11): for each query and mutation of the schema, signed-in
 * users of every type (and none) × every role, with and without accountid, call it through
 * the real HTTP API. Where the shipped rules let the user open none of the screens the field
 * serves, the answer must be FORBIDDEN with the German 'keinen Zugriff' message and no data;
 * for one user who may open it, it must not be FORBIDDEN (so the check cannot pass by refusing
 * everyone). `screen-access.spec.ts` and `require-screen.spec.ts` check the rules and the guard
 * on their own; this spec checks that each operation is actually behind the guard.
 *
 * Sessions come from the embedded core (metadata written, session issued over CDI): a
 * password sign-in per persona would cost ~100 scrypt hashes and prove nothing more here.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getNamedType, isLeafType, isNonNullType, type GraphQLField } from 'graphql';
import supertokens from 'supertokens-node';
import Session from 'supertokens-node/recipe/session';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import type { PortalUnderTest } from '../../../test/portal';
import { sharedPortal } from '../../../test/shared-portal';
import { TestClient } from '../../../test/http-client';
import { schema } from '../../../test/hardening/schema-coverage';
import { sampleVariables } from '../../../test/hardening/kit';
import { canOpenScreen } from './navigation.service';
import { ACCOUNT_TYPES, ROLES, type Role } from './navigation.vocabulary';

/**
 * Root field → the screens whose data it is (the user must be able to open one of them).
 * Where a field serves different screens per argument, the generated call uses the first enum
 * value (`view: PAN_BAU`, `audience: ISP`), and the screens listed are those of that value.
 */
const SCREEN_DATA: Record<string, readonly string[]> = {
  'Query.cids': ['cids', 'cid-search', 'cid-status', 'locations'],
  'Query.cid': ['cid-details', 'location-details'],
  'Query.cidStatusCounts': ['cid-status'],
  'Query.locations': ['locations', 'ont-swap'],
  'Query.addressSuggestions': ['locations', 'ont-swap'],
  'Query.ontSwapSearch': ['ont-swap'],
  'Query.locationDetails': ['location-details', 'location-order', 'location-order-form'],
  'Query.orders': ['locations', 'location-details', 'location-order', 'location-order-form'],
  'Query.order': ['locations', 'location-details', 'location-order', 'location-order-form'],
  'Query.outageHistory': ['outages'],
  'Query.pans': ['pan-bau'],
  'Query.pan': ['pan-bau'],
  'Query.panHouseConnections': ['pan-cids'],
  'Query.releaseNotes': ['releases'],
  'Query.report': ['reporting'],
  'Query.accountSettings': ['settings'],
  'Query.settingsAccounts': ['settings'],
  'Query.tickets': ['tickets'],
  'Query.ticket': ['ticket-details'],
  'Query.ticketFormOptions': ['tickets'],
  'Query.users': ['users'],
  'Query.userAdminOptions': ['users'],
  'Query.auditLog': ['audit'],
  'Query.auditActions': ['audit'],
  'Query.ruleWorkbench': ['workbench'],
  'Mutation.swapOnt': ['ont-swap'],
  'Mutation.saveOrderDraft': ['location-order-form'],
  'Mutation.submitOrder': ['location-order-form'],
  'Mutation.renewOrderSigningLink': ['locations', 'location-details', 'location-order', 'location-order-form'],
  'Mutation.resendOrderSigningMail': ['locations', 'location-details', 'location-order', 'location-order-form'],
  'Mutation.cancelOrder': ['locations', 'location-details', 'location-order', 'location-order-form'],
  'Mutation.updateHouseConnectionMaterial': ['pan-cids', 'pan-branch-cids'],
  'Mutation.changePanAcknowledgement': ['pan-bau'],
  'Mutation.updateAccountSettings': ['settings'],
  'Mutation.createTicket': ['tickets'],
  'Mutation.addTicketNote': ['ticket-details'],
  'Mutation.createUser': ['users'],
  'Mutation.updateUser': ['users'],
  'Mutation.deactivateUser': ['users'],
  'Mutation.reactivateUser': ['users'],
  'Mutation.sendPasswordMail': ['users'],
  'Mutation.publishRules': ['workbench'],
  'Mutation.rollbackRules': ['workbench'],
  'Mutation.exportRules': ['workbench'],
};

/** Fields that belong to no screen, and why. */
const NOT_SCREEN_DATA: Record<string, string> = {
  'Query.portal': 'facts about the portal itself, before sign-in',
  'Query.viewer': 'the navigation descriptors of whoever asks (null without session)',
  'Query.publicRoutes': 'the open routes, for the router before sign-in',
  'Query.routeAccess': 'answers whether a path opens, for everyone',
  'Query.rulesVersion': 'a version string for the client cache',
  'Query.screen':
    "a screen's definition, answered only for a screen the viewer may open (null otherwise; checked in navigation.resolvers.spec.ts and the isolation matrix)",
  'Query.screens':
    'several screen definitions at once, each as Query.screen answers it: screens the viewer may not open are left out (checked in the isolation matrix)',
  'Query.adminAccounts': 'role rule (superadmin), checked in navigation.resolvers.spec.ts',
  'Mutation.switchAccount': 'role rule (superadmin), checked in navigation.resolvers.spec.ts',
  'Mutation.switchBack': 'role rule (superadmin), checked in navigation.resolvers.spec.ts',
  'Query.outageNotifications': 'the dashboard banners, shown to everyone',
  'Query.reference': 'reference data by type (SPEC.md §6), checked in reference.graphql.spec.ts',
  'Query.orderForSigning': "the open signing screen 'location-order-sign', guarded by the link",
  'Mutation.signOrder': "the open signing screen 'location-order-sign', guarded by the link",
};

/** Calls whose 'may open' check would change something real (the export writes `screens/`). */
const NO_ALLOWED_CALL = new Set(['Mutation.exportRules']);

interface Persona {
  label: string;
  user: { type: string | null; role: Role; accountId: string | null };
  client: TestClient;
}

let portal: PortalUnderTest;
let personas: Persona[];

/** `query($a: T!) { field(a: $a) { __typename } }` for a root field, with variables of the declared types. */
function callOf(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): { text: string; variables: Record<string, unknown> } {
  const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const text = `${operation}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  return { text, variables: sampleVariables(text) };
}

function rootFields(): Array<{ key: string; operation: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }> {
  const query = Object.values(schema.getQueryType()!.getFields()).map((field) => ({ key: `Query.${field.name}`, operation: 'query' as const, field }));
  const mutation = Object.values(schema.getMutationType()!.getFields()).map((field) => ({
    key: `Mutation.${field.name}`,
    operation: 'mutation' as const,
    field,
  }));
  return [...query, ...mutation];
}

async function personaSession(user: Persona['user']): Promise<TestClient> {
  const userId = randomUUID();
  await UserMetadata.updateUserMetadata(userId, { name: 'Persona', role: user.role, type: user.type, accountid: user.accountId, userid: userId });
  const session = await Session.createNewSessionWithoutRequestResponse('public', supertokens.convertToRecipeUserId(userId), {});
  const client = new TestClient(portal.app);
  client.cookies.set('sAccessToken', { value: session.getAllSessionTokensDangerously().accessToken, path: '/' });
  return client;
}

beforeAll(async () => {
  portal = await sharedPortal();
  const users: Array<Persona['user']> = [...ACCOUNT_TYPES, null].flatMap((type) =>
    ROLES.flatMap((role) => {
      const withAccount = { type, role, accountId: `${type ?? 'isp'}-0009` };
      // Without accountid only the types it changes anything for (isp and none: no header menu).
      return type === null || type === 'isp' ? [withAccount, { type, role, accountId: null }] : [withAccount];
    }),
  );
  personas = await Promise.all(
    users.map(async (user) => ({
      label: `${user.type ?? '(kein Typ)'} / ${user.role} / ${user.accountId === null ? 'ohne' : 'mit'} Accountid`,
      user,
      client: await personaSession(user),
    })),
  );
}, 240_000);

describe('screen data refused to every type the rules exclude', () => {
  it('knows for every query and mutation which screens it serves (a new field without an entry fails)', () => {
    const keys = rootFields().map((root) => root.key);
    expect(keys.filter((key) => !(key in SCREEN_DATA) && !(key in NOT_SCREEN_DATA))).toEqual([]);
    expect(Object.keys(SCREEN_DATA).filter((key) => !keys.includes(key))).toEqual([]);
    const ruleSet = portal.services.rules.current();
    const screenIds = new Set(ruleSet.screens.map((screen) => screen.id));
    for (const screens of Object.values(SCREEN_DATA)) for (const id of screens) expect(screenIds.has(id), id).toBe(true);
  });

  it('refuses each operation with FORBIDDEN to every persona who may open none of its screens, and lets one who may through', async () => {
    const ruleSet = portal.services.rules.current();
    const failures: string[] = [];
    let refusals = 0;
    for (const root of rootFields()) {
      const screens = SCREEN_DATA[root.key];
      if (!screens) continue;
      const call = callOf(root.operation, root.field);
      let allowedChecked = false;
      for (const persona of personas) {
        const mayOpen = screens.some((screen) => canOpenScreen(ruleSet, persona.user, screen));
        if (mayOpen) {
          if (allowedChecked || NO_ALLOWED_CALL.has(root.key)) continue;
          allowedChecked = true;
          const answer = await persona.client.graphql(call.text, call.variables);
          const code = answer.errors?.[0]?.extensions?.['code'];
          if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') failures.push(`${root.key}: ${persona.label} may open ${screens.join('/')} but got ${code}`);
          continue;
        }
        const answer = await persona.client.graphql(call.text, call.variables);
        refusals += 1;
        const error = answer.errors?.[0];
        const value = (answer.data as Record<string, unknown> | null | undefined)?.[root.field.name] ?? null;
        if (answer.status !== 200 || error?.extensions?.['code'] !== 'FORBIDDEN' || !/keinen Zugriff/.test(error.message) || value !== null) {
          failures.push(`${root.key}: ${persona.label} got ${answer.status} ${JSON.stringify(answer).slice(0, 240)}`);
        }
      }
      if (!allowedChecked && !NO_ALLOWED_CALL.has(root.key)) failures.push(`${root.key}: nobody may open ${screens.join('/')}`);
    }
    console.info(`screen data: ${refusals} refusals checked over ${Object.keys(SCREEN_DATA).length} operations and ${personas.length} personas`);
    expect(failures).toEqual([]);
    expect(refusals).toBeGreaterThan(500);
  }, 300_000);

  it('passes nullable and non-null arguments as declared, so each call reaches its resolver', () => {
    const call = callOf('mutation', schema.getMutationType()!.getFields()['createTicket']!);
    expect(call.text).toBe('mutation($input: CreateTicketInput!) { createTicket(input: $input) { __typename } }');
    expect(isNonNullType(schema.getMutationType()!.getFields()['createTicket']!.args[0]!.type)).toBe(true);
  });
});
