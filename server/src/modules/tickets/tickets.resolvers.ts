/**
 * Resolvers of `schema/tickets.graphql`. They translate; screen rules, validation, data
 * isolation and the CRM calls are in `tickets.service.ts` (reads) and `tickets.writes.ts`.
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { TicketsService } from './tickets.service';
import type { TicketWritesService } from './tickets.writes';

export interface TicketsResolverDeps {
  tickets: TicketsService;
  writes: TicketWritesService;
}

export function createTicketsResolvers({ tickets, writes }: TicketsResolverDeps): Resolvers {
  return {
    Query: {
      tickets: (_parent, args, context) => tickets.listTickets(context, args),
      ticket: (_parent, { ticketNumber }, context) => tickets.getTicket(context, ticketNumber),
      ticketFormOptions: (_parent, _args, context) => writes.formOptions(context),
    },
    Mutation: {
      createTicket: (_parent, { input }, context) => writes.createTicket(context, input),
      addTicketNote: (_parent, { input }, context) => writes.addTicketNote(context, input),
    },
    Ticket: {
      notes: (ticket, _args, context) => tickets.notesOf(context, ticket),
    },
  };
}
