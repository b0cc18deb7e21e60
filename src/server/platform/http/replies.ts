import type { FastifyReply } from 'fastify';
import { messages } from '../../../shared/texts/serverMessages';

// The error replies handlers send themselves: `{message}` in German, and for a clash the value that
// clashed, so the client can name it.

export const errorReply = (reply: FastifyReply, status: number, message: string, value?: string) =>
  reply.status(status).send(value === undefined ? { message } : { message, value });

export const notFound = (reply: FastifyReply) => errorReply(reply, 404, messages.notFound);

export const forbidden = (reply: FastifyReply) => errorReply(reply, 403, messages.forbidden);

export const badRequest = (reply: FastifyReply, message: string) => errorReply(reply, 400, message);

/** A 400 whose detail names the field at fault, as the contract's own validation does. */
export const invalidField = (reply: FastifyReply, detail: string) =>
  badRequest(reply, `${messages.badRequest}: ${detail}`);

export const conflict = (reply: FastifyReply, message: string, value?: string) =>
  errorReply(reply, 409, message, value);
