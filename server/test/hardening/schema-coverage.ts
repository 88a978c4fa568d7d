/**
 * What the schema itself says must be covered by the isolation matrix and the bad-input
 * properties: every field that takes an id (an argument, or a field of an input object,
 * of type ID or named like one) and every mutation. The specs compare their own case lists
 * with these, so a new field without a case fails them.
 */
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { loadTypeDefs } from '../../src/graphql/schema';

export const schema: GraphQLSchema = buildSchema(loadTypeDefs());

/** Argument or input-field names that carry an id even when typed String. */
const ID_NAME = /(^id$|Id$|Ids$|^cid$|^ticketNumber$|^after$)/;

function idPaths(name: string, type: GraphQLInputType, seen: Set<string>): string[] {
  const named = getNamedType(type);
  if (named.name === 'ID' || ID_NAME.test(name)) return [name];
  if (isInputObjectType(named) && !seen.has(named.name)) {
    seen.add(named.name);
    return Object.values(named.getFields()).flatMap((field: GraphQLInputField) => idPaths(field.name, field.type, seen).map((path) => `${name}.${path}`));
  }
  return [];
}

/** `Type.field` → the id-carrying argument paths, for every object type (root and nested). */
export function idTakingFields(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const paths = field.args.flatMap((arg: GraphQLArgument) => idPaths(arg.name, arg.type, new Set()));
      if (paths.length > 0) found.set(`${type.name}.${field.name}`, paths);
    }
  }
  return found;
}

/** The names of all mutations. */
export function mutationNames(): string[] {
  return Object.keys(schema.getMutationType()?.getFields() ?? {}).sort();
}
