/**
 * The client contract reads the operations of the shipped manifest with their fragments
 * inlined (issue 19, typed fragments): a field a route query selects only through a
 * fragment, or through a fragment inside a fragment, counts as selected.
 */
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../../graphql/schema';
import { checkScreenAgainstClient, clientContractOf, shippedClientContract } from './client-contract';

describe('the client contract', () => {
  it('sees the fields of the shipped fragments, nested ones included', () => {
    const contract = shippedClientContract();
    if (contract === null) throw new Error('no manifest: run npm run codegen');
    const selected = (operation: string) => contract.operations.get(operation)?.selected ?? new Set<string>();
    // CidList → ListScreen_cid; PanHouseConnections → Sections_houseConnection → Sections_documentation.
    expect(selected('CidList').has('items.status.label')).toBe(true);
    expect(selected('PanHouseConnections').has('items.documentation.cable.name')).toBe(true);
    expect(selected('CidDetails').has('houseConnection.documentation.documentedBy')).toBe(true);
    expect(selected('CidDetails').has('ontSwaps.newSerial')).toBe(true);
    expect(selected('SubmitOrder').has('order.signingLink.url')).toBe(true);
    expect(selected('SaveOrderDraft').has('error.fieldErrors.message')).toBe(true);
  });

  it('refuses a field that a fragment of the document does not select', () => {
    const manifest = {
      a: /* GraphQL */ `
        query OrderList { orders { items { ...Row_order } pageInfo { totalCount offset pageSize hasNextPage hasPreviousPage } } }
        fragment Row_order on Order { id number customer { ...Name_customer } }
        fragment Name_customer on OrderCustomer { lastName }
      `,
    };
    const contract = clientContractOf(manifest, loadTypeDefs());
    const screen = (field: string) => ({ id: 'orders', kind: 'list', data: { operation: 'OrderList' }, columns: [{ field, label: { de: 'x', en: 'x' } }] });
    expect(checkScreenAgainstClient(screen('customer.lastName'), contract)).toEqual([]);
    expect(checkScreenAgainstClient(screen('customer.firstName'), contract)).toEqual([
      expect.objectContaining({
        pointer: '/columns/0/field',
        needsClientRelease: true,
        message: expect.stringContaining("wählt das Feld 'customer.firstName' nicht aus"),
      }),
    ]);
  });
});
