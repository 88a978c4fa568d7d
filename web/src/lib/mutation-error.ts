import { graphql } from '../gql';

/**
 * What a mutation that can fail for the user says when it does (STYLE.md: expected
 * failures are data): the catalogue's code, the message and the messages per field.
 * Every mutation spreads it as `error { ...MutationError_fields }`, so forms read one shape.
 */
export const MutationErrorFieldsFragment = graphql(`
  fragment MutationError_fields on MutationError {
    code
    message
    fieldErrors {
      field
      message
    }
  }
`);
