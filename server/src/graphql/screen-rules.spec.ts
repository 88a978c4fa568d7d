/**
 * The `@screen` directive: what the schema declares, that every named screen exists, and
 * that the wrapped resolver refuses and passes as the rules from `screens/` say. The same
 * rules through the real GraphQL boundary: server/test/hardening/isolation-matrix.spec.ts.
 */
import { buildSchema, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadShipped } from '../../test/support/navigation';
import { sessionUser } from '../../test/support/navigation-graphql';
import type { ScreenContext } from '../modules/common/screen-access';
import { loadTypeDefs } from './schema';
import { screenIdsOf, screenRulesOf, withScreenGuards } from './screen-rules';

const typeDefs = loadTypeDefs();
const schema = buildSchema(typeDefs);
const rules = loadShipped();
const contextOf = (type: string | null): ScreenContext =>
  ({
    viewer: type === null ? null : sessionUser({ role: 'user', type, accountId: `${type}-0001` }),
    services: { rules: { current: () => rules } },
  }) as unknown as ScreenContext;
const info = {} as GraphQLResolveInfo;

describe('@screen', () => {
  it('names only screens that screens/ defines (an unknown id would close the field to everyone)', () => {
    const defined = new Set((rules.screens ?? []).map((screen) => screen.id));
    expect([...screenIdsOf(schema)].filter((id) => !defined.has(id))).toEqual([]);
  });

  it('guards a type wherever it is reached, and adds a field’s own rule to its type’s', () => {
    const all = screenRulesOf(schema);
    for (const reach of ['Cid.pan', 'Query.pan', 'PanPage.items', 'PanAcknowledgementResult.pan']) {
      expect(all.get(reach)?.sets, reach).toEqual([['pan-bau', 'ha-bau', 'cid-details']]);
    }
    expect(all.get('Pan.mainContractor')).toEqual({ sets: [['pan-bau', 'ha-bau']], from: ['field'] });
    expect(all.get('Cid.tickets')?.from).toEqual(['field']);
    expect(all.has('Cid.constructionState')).toBe(false);
  });

  it('refuses with a German FORBIDDEN naming the screen, before the resolver runs, and passes the others through', async () => {
    let calls = 0;
    const [, guards] = withScreenGuards(typeDefs, [{ Cid: { pan: () => ((calls += 1), 'PAN') } }]) as Array<
      Record<string, Record<string, (...args: unknown[]) => unknown>>
    >;
    const pan = guards!['Cid']!['pan']!;
    expect(() => pan({}, {}, contextOf('isp'), info)).toThrow(/keinen Zugriff auf „PAN-Bau“/);
    expect(calls).toBe(0);
    expect(pan({}, {}, contextOf('baufirma'), info)).toBe('PAN');
    expect(pan({}, {}, contextOf('customer-care'), info)).toBe('PAN');
    // A field without a resolver of its own is guarded with the default resolver.
    const firms = guards!['Pan']!['houseConnectionFirms']!;
    expect(() => firms({ houseConnectionFirms: [] }, {}, contextOf('customer-care'), { fieldName: 'houseConnectionFirms' } as GraphQLResolveInfo)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
    );
  });
});
