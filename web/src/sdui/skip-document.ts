import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';

/**
 * A document for query hooks that are skipped (a hook cannot be called conditionally).
 * Written as a syntax tree so that no GraphQL parser is needed at run time.
 */
export const SKIP_DOCUMENT: DocumentNode = {
  kind: Kind.DOCUMENT,
  definitions: [
    {
      kind: Kind.OPERATION_DEFINITION,
      operation: OperationTypeNode.QUERY,
      name: { kind: Kind.NAME, value: 'SduiSkipped' },
      selectionSet: { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] },
    },
  ],
};
