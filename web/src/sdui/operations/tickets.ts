import { graphql } from '../../gql';
import { inputMutation, itemQuery, listQuery, optionSource, refusal } from './operation';

/** `/tickets`: one page of tickets with the filter, sort and page of the address. */
export const TicketListQuery = graphql(`
  query TicketList($filter: TicketFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
    tickets(filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
      items {
        id
        ticketNumber
        title
        cid
        subject {
          id
          title
        }
        type {
          value
          label
        }
        status {
          value
          label
        }
        isOpen
        createdAt
        modifiedAt
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`);

/** `/tickets/:ticketnumber`: every field of a ticket and its notes, oldest first. */
export const TicketDetailsQuery = graphql(`
  query TicketDetails($ticketNumber: ID!) {
    ticket(ticketNumber: $ticketNumber) {
      id
      ticketNumber
      title
      description
      subject {
        id
        title
      }
      type {
        value
        label
      }
      status {
        value
        label
      }
      state {
        value
        label
      }
      isOpen
      cid
      account {
        accountId
        name
      }
      contact {
        name
        email
        phone
      }
      createdBy
      createdAt
      modifiedAt
      resolvedAt
      notes {
        id
        subject
        text
        author
        createdAt
      }
    }
  }
`);

/** The choices of the ticket form, statuses with 'Problem behoben' last (from the CRM). */
export const TicketFormOptionsQuery = graphql(`
  query TicketFormOptions {
    ticketFormOptions {
      subjects {
        id
        title
      }
      types {
        value
        title
      }
      statuses {
        value
        title
      }
      defaultStatus
    }
  }
`);

export const CreateTicketMutation = graphql(`
  mutation CreateTicket($input: CreateTicketInput!) {
    createTicket(input: $input) {
      ok
      ticketNumber
      ticket {
        id
        ticketNumber
        title
        cid
      }
      error {
        ...MutationError_fields
      }
    }
  }
`);

export const AddTicketNoteMutation = graphql(`
  mutation AddTicketNote($input: AddTicketNoteInput!) {
    addTicketNote(input: $input) {
      ok
      note {
        id
      }
      ticket {
        id
        modifiedAt
        notes {
          id
          subject
          text
          author
          createdAt
        }
      }
      error {
        ...MutationError_fields
      }
    }
  }
`);

export const ticketOperations = {
  TicketList: listQuery(TicketListQuery, (data) => data.tickets),
  TicketDetails: itemQuery(TicketDetailsQuery, (data) => data.ticket),
  CreateTicket: inputMutation(CreateTicketMutation, ({ createTicket: result }) => ({
    ok: result.ok,
    value: result.ticket ? { ticketNumber: result.ticketNumber ?? result.ticket.ticketNumber, ticket: result.ticket } : null,
    error: refusal(result.error),
  })),
  AddTicketNote: inputMutation(AddTicketNoteMutation, ({ addTicketNote: result }) => ({
    ok: result.ok,
    value: result.note,
    error: refusal(result.error),
  })),
};

export const ticketOptionSources = {
  ticketSubjects: optionSource(TicketFormOptionsQuery, (data) => data.ticketFormOptions.subjects.map((s) => ({ value: s.id, label: s.title }))),
  ticketTypes: optionSource(TicketFormOptionsQuery, (data) => data.ticketFormOptions.types.map((t) => ({ value: t.value, label: t.title }))),
  ticketStatuses: optionSource(
    TicketFormOptionsQuery,
    (data) => data.ticketFormOptions.statuses.map((s) => ({ value: s.value, label: s.title })),
    (data) => data.ticketFormOptions.defaultStatus,
  ),
};
