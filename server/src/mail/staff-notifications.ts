import type { Logger } from '../lib/logger.js';
import { escapeHtml } from '../lib/html.js';
import type { Mailer, MailMessage } from './mailer.js';

/*
 * Short mails to the staff address (STAFF_EMAIL) about what readers sent: a contact message, a
 * subscription request. In the magazine's language, with a link to the record in the admin.
 */

export interface ContactNotice {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface SubscriptionNotice {
  id: number;
  type: 'personal' | 'company';
  name: string;
  email: string;
  phone: string;
  address: string;
  companyName?: string | null;
}

/** A subject line of one line (a name with a line break cannot add mail headers), at most 150 characters. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim().slice(0, 150);

const EXCERPT = 500;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);

function mail(to: string, subject: string, lines: [string, string][], body: string | undefined, link: string): MailMessage {
  const text = `${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}${body ? `\n\n${body}` : ''}\n\n${link}\n`;
  const html =
    `<p>${lines.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>` +
    (body ? `<p>${escapeHtml(body).replace(/\n/g, '<br>')}</p>` : '') +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { to, subject: oneLine(subject), text, html };
}

export function contactMessageMail(to: string, publicUrl: string, message: ContactNotice): MailMessage {
  return mail(
    to,
    `Yeni iletişim mesajı: ${message.name}`,
    [
      ['Ad', message.name],
      ['E-posta', message.email],
      ['Telefon', message.phone],
    ],
    excerpt(message.message),
    `${publicUrl}/yonetim/iletisim/${message.id}`,
  );
}

export function subscriptionRequestMail(to: string, publicUrl: string, request: SubscriptionNotice): MailMessage {
  const kind = request.type === 'company' ? 'kurumsal' : 'bireysel';
  return mail(
    to,
    `Yeni ${kind} abonelik talebi: ${request.companyName || request.name}`,
    [
      ['Tür', kind],
      ['Ad', request.name],
      ...(request.companyName ? ([['Kurum', request.companyName]] as [string, string][]) : []),
      ['E-posta', request.email],
      ['Telefon', request.phone],
      ['Adres', request.address],
    ],
    undefined,
    `${publicUrl}/yonetim/abonelikler/${request.id}`,
  );
}

/**
 * Tells the staff address about what a reader sent, once it is stored. Not awaited by the reader's
 * request: a slow or failing mail server neither delays nor fails the form; a failure is logged.
 * Without a staff address nothing is sent.
 */
export class StaffNotifier {
  constructor(
    private readonly deps: { mailer: Mailer; log: Logger; config: { staffEmail?: string; publicUrl: string } },
  ) {}

  contactMessage(message: ContactNotice): void {
    const to = this.deps.config.staffEmail;
    if (to) this.send(contactMessageMail(to, this.deps.config.publicUrl, message));
  }

  subscriptionRequest(request: SubscriptionNotice): void {
    const to = this.deps.config.staffEmail;
    if (to) this.send(subscriptionRequestMail(to, this.deps.config.publicUrl, request));
  }

  private send(message: MailMessage): void {
    try {
      this.deps.mailer.send(message).catch((error: unknown) => this.deps.log.error(`staff notification "${message.subject}" failed`, error));
    } catch (error) {
      this.deps.log.error(`staff notification "${message.subject}" failed`, error);
    }
  }
}
