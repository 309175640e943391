import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { outboxEmails } from '../../db/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: {
      /** 'smtp' when SMTP_URL is set; otherwise messages land in the outbox table (/dev/mailbox). */
      transport: 'smtp' | 'outbox';
      /** Delivers now; rejects when the SMTP server refuses. */
      send(message: MailMessage): Promise<void>;
      /**
       * Delivers in the background and logs a failure. Routes use it so that the answer (and its timing)
       * does not depend on whether a message was sent, e.g. a reset for an unknown address.
       */
      dispatch(message: MailMessage): void;
      /** Resolves once every dispatched message has been delivered or has failed (tests, shutdown). */
      idle(): Promise<void>;
    };
  }
}

/**
 * Outgoing e-mail: nodemailer over SMTP_URL, or the outbox table when none is configured. Logs name the
 * recipient and subject only; bodies hold codes and reset links and are never logged.
 */
export default fp(
  async function mailer(app: FastifyInstance) {
    const { SMTP_URL, MAIL_FROM } = app.config;
    const transporter: Transporter | undefined = SMTP_URL ? nodemailer.createTransport(SMTP_URL) : undefined;
    const pending = new Set<Promise<void>>();

    async function send(message: MailMessage): Promise<void> {
      if (transporter) {
        await transporter.sendMail({ from: MAIL_FROM, ...message });
        app.log.info({ to: message.to, subject: message.subject }, 'e-mail sent');
        return;
      }
      await app.db.insert(outboxEmails).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
      app.log.info(
        { to: message.to, subject: message.subject },
        'e-mail written to the outbox (no SMTP_URL); read it at /dev/mailbox',
      );
    }

    function dispatch(message: MailMessage): void {
      const delivery = send(message).catch((error: Error) => {
        app.log.error(
          { to: message.to, subject: message.subject, reason: error.message },
          'e-mail delivery failed',
        );
      });
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    }

    async function idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    }

    app.decorate('mailer', { transport: transporter ? 'smtp' : 'outbox', send, dispatch, idle });
    // Let queued messages go out before the database and the SMTP connection close.
    app.addHook('preClose', idle);
    app.addHook('onClose', async () => transporter?.close());
  },
  { name: 'mailer', dependencies: ['config', 'database'] },
);
