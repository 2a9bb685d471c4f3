import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { announcementMail } from './announcement-mail.ts';

const fields = {
  to: 'member@example.com',
  announcementId: 7,
  businessName: 'Gold Club',
  subject: 'Happy hour',
  message: 'Tonight <img src=x onerror="alert(1)"> & "more"',
};

describe('the announcement mail', () => {
  it('escapes the business’s text in the HTML part, so it cannot add markup or script', () => {
    const mail = announcementMail(fields, 'https://app.example.com');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Tonight &#60;img src=x onerror=&#34;alert(1)&#34;&#62;');
    expect(mail.html).toContain('&#38; &#34;more&#34;');
    expect(mail.html).toContain('<a href="https://app.example.com/view-announcement/7">');
  });

  it('adds no header when a subject carries a line break (nodemailer folds it, as the SMTP mailer sends)', async () => {
    const mail = announcementMail(
      { ...fields, subject: 'Hi\r\nBcc: thief@example.com' },
      'https://a.example',
    );
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sent = await transport.sendMail({ from: 'club@example.com', ...mail });
    const headers = sent.message.toString().split('\r\n\r\n')[0]?.split('\r\n') ?? [];
    expect(headers.filter((line) => /^bcc:/i.test(line))).toEqual([]);
    expect(headers).toContain('Subject: Gold Club: Hi Bcc: thief@example.com');
  });
});
