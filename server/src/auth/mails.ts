import type { Mail } from './mailer';

/** The password-reset mail (German by default, English if the user prefers it). */
export function passwordResetMail(to: string, link: string, language: 'de' | 'en' = 'de'): Mail {
  if (language === 'en') {
    return {
      to,
      subject: 'Reset your password – Fibre portal',
      text: `Hello,\n\nsomeone asked to reset the password of your fibre-portal account ${to}.\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays unchanged.\n`,
    };
  }
  return {
    to,
    subject: 'Passwort zurücksetzen – Glasfaser-Portal',
    text: `Guten Tag,\n\nfür Ihren Zugang ${to} zum Glasfaser-Portal wurde das Zurücksetzen des Passworts angefordert.\nÖffnen Sie innerhalb einer Stunde diesen Link, um ein neues Passwort zu wählen:\n\n${link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n`,
  };
}
