import type { MailMessage } from '../../adapters/mail/mailer.ts';
import type { CodePurpose } from './codes.ts';

const TEXTS: Record<CodePurpose, { subject: string; intro: string; ignore: string }> = {
  EMAIL_VERIFICATION: {
    subject: 'Your Keyclub verification code',
    intro: 'Use this code to verify your email address and finish signing up:',
    ignore: 'If you did not sign up for Keyclub, ignore this email and do not enter the code anywhere.',
  },
  PASSWORD_RESET: {
    subject: 'Reset your Keyclub password',
    intro: 'Use this code to choose a new password:',
    ignore:
      'If you did not ask to reset your password, you can ignore this email; your password stays the same.',
  },
  PASSWORD_CHANGE: {
    subject: 'Confirm your Keyclub password change',
    intro: 'Use this code to confirm the new password you chose in your settings:',
    ignore: 'If you did not ask for this change, log in and change your password now.',
  },
};

/** The mail carrying a code; the code is the only number of 6 digits in it. */
export function codeMail(purpose: CodePurpose, to: string, code: string): MailMessage {
  const { subject, intro, ignore } = TEXTS[purpose];
  const validity = 'The code expires in 10 minutes and works once.';
  return {
    to,
    subject,
    text: `${intro}\n\n${code}\n\n${validity}\n${ignore}\n`,
    html: `<p>${intro}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>${validity}<br>${ignore}</p>`,
  };
}
