import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Messages sent during this process's life by the outbox mailer (tests read it); empty for SMTP. */
  readonly sent: readonly MailMessage[];
}

/**
 * The embedded default: each message is written as a JSON file under `outboxDir` (read the link of
 * a reset mail there); the log names the file and the subject only, never the text a reader wrote.
 */
export class OutboxMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  constructor(private readonly outboxDir: string, private readonly log: Logger) {}

  async send(message: MailMessage) {
    this.sent.push(message);
    // Named before any await, and uniquely: mails sent at once (or by two instances) never share a file.
    const file = path.join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`);
    await mkdir(this.outboxDir, { recursive: true });
    // Written aside and renamed, so a reader of the outbox never sees half a message.
    await writeFile(`${file}.partial`, JSON.stringify(message, null, 2));
    await rename(`${file}.partial`, file);
    this.log.info(`mail "${message.subject}" written to ${file} (no SMTP_URL set)`);
  }
}

export class SmtpMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  private readonly transport;

  constructor(smtpUrl: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage) {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
