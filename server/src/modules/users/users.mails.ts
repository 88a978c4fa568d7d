import type { Mail } from '../../auth/mailer';

export type MailLanguage = 'de' | 'en';

/** Where the e-mail links lead: the portal's page that sets a password from a reset token. */
export function setPasswordLink(origin: string, token: string): string {
  return `${origin}/auth/reset-password?token=${encodeURIComponent(token)}&tenantId=public`;
}

/**
 * The invitation of a new user: who created the access, and the link to choose a first
 * password. The link is a password-reset token, valid as long as the core keeps those
 * (one hour by default); afterwards 'Passwort vergessen?' on the login sends a new one.
 */
export function invitationMail(input: { to: string; name: string | null; invitedBy: string | null; link: string; language: MailLanguage }): Mail {
  const { to, name, invitedBy, link } = input;
  if (input.language === 'en') {
    return {
      to,
      subject: 'Your access to the fibre portal',
      text:
        `Hello${name ? ` ${name}` : ''},\n\n` +
        `${invitedBy ?? 'Your administration'} has created an access to the fibre portal for you (${to}).\n` +
        `Open this link within one hour to choose your password:\n\n${link}\n\n` +
        'If the link has expired, use "Forgot password?" on the login page to get a new one.\n',
    };
  }
  return {
    to,
    subject: 'Ihr Zugang zum Glasfaser-Portal',
    text:
      `Guten Tag${name ? ` ${name}` : ''},\n\n` +
      `${invitedBy ?? 'Ihre Administration'} hat für Sie einen Zugang zum Glasfaser-Portal angelegt (${to}).\n` +
      `Öffnen Sie innerhalb einer Stunde diesen Link, um Ihr Passwort festzulegen:\n\n${link}\n\n` +
      'Ist der Link abgelaufen, fordern Sie auf der Anmeldeseite über „Passwort vergessen?“ einen neuen an.\n',
  };
}
