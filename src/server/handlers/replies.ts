import type { FastifyReply } from 'fastify';
import { messages } from '../../shared/texts/serverMessages';

// The error replies handlers send themselves: `{message}` in German, and for a clash the value that
// clashed, so the client can name it.

export const notFound = (reply: FastifyReply) => reply.status(404).send({ message: messages.notFound });

export const forbidden = (reply: FastifyReply) => reply.status(403).send({ message: messages.forbidden });

export const badRequest = (reply: FastifyReply, message: string) => reply.status(400).send({ message });

/** A 400 whose detail names the field at fault, as the contract's own validation does. */
export const invalidField = (reply: FastifyReply, detail: string) =>
  badRequest(reply, `${messages.badRequest}: ${detail}`);

export const conflict = (reply: FastifyReply, message: string, value?: string) =>
  reply.status(409).send(value === undefined ? { message } : { message, value });
