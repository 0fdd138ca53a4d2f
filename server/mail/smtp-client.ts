import net from 'node:net';
import tls from 'node:tls';

/** The seller's e-mail settings (entity emailConfig) as the sender needs them. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  ssl: boolean;
  account: string;
  password: string | null;
  senderName: string | null;
}

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

const TIMEOUT_MS = 15_000;

/** A header word in UTF-8 (RFC 2047), so Chinese subjects and names arrive intact. */
const encodedWord = (text: string) => `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
const wrap76 = (text: string) => text.replace(/.{1,76}/g, (line) => `${line}\r\n`);

/** The message as DATA sends it: headers, then the body in base64 lines. */
export function formatMessage(settings: SmtpSettings, message: MailMessage, now = new Date()): string {
  const from = settings.senderName
    ? `${encodedWord(settings.senderName)} <${settings.account}>`
    : `<${settings.account}>`;
  return [
    `From: ${from}`,
    `To: <${message.to}>`,
    `Subject: ${encodedWord(message.subject)}`,
    `Date: ${now.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    wrap76(Buffer.from(message.body, 'utf8').toString('base64')),
  ].join('\r\n');
}

/** One SMTP conversation: each command waits for the server's complete reply. */
class Conversation {
  private buffer = '';
  private lines: string[] = [];
  /** Replies that came before anyone waited for them (the greeting, say). */
  private replies: { code: number; text: string }[] = [];
  private waiting: ((reply: { code: number; text: string }) => void) | undefined;
  private failure: Error | undefined;

  constructor(private socket: net.Socket) {
    this.listen(socket);
  }

  private listen(socket: net.Socket) {
    socket.setEncoding('utf8');
    socket.setTimeout(TIMEOUT_MS, () => this.fail(new Error(`no answer from the mail server in ${TIMEOUT_MS} ms`)));
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, end).replace(/\r$/, '');
        this.buffer = this.buffer.slice(end + 1);
        this.lines.push(line);
        // The last line of a reply has a space (or nothing) after its code; others a hyphen.
        if (/^\d{3}(?: |$)/.test(line)) {
          const text = this.lines.join('\n');
          this.lines = [];
          const reply = { code: Number(line.slice(0, 3)), text };
          const resolve = this.waiting;
          this.waiting = undefined;
          if (resolve) resolve(reply);
          else this.replies.push(reply);
        }
      }
    });
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('the mail server closed the connection')));
  }

  private fail(error: Error) {
    this.failure ??= error;
    this.socket.destroy();
    const resolve = this.waiting;
    this.waiting = undefined;
    resolve?.({ code: 0, text: error.message });
  }

  /** Waits for the next reply and checks its code. */
  async expect(codes: number[], what: string): Promise<string> {
    const reply = await new Promise<{ code: number; text: string }>((resolve) => {
      const early = this.replies.shift();
      if (early) resolve(early);
      else if (this.failure) resolve({ code: 0, text: this.failure.message });
      else this.waiting = resolve;
    });
    if (!codes.includes(reply.code)) throw new Error(`${what}: ${reply.text || 'no reply'}`);
    return reply.text;
  }

  async send(line: string, codes: number[], what = line.split(' ')[0]): Promise<string> {
    this.socket.write(`${line}\r\n`);
    return this.expect(codes, what);
  }

  /** Continues over TLS on the same connection (STARTTLS). */
  async upgrade(host: string) {
    this.socket.removeAllListeners('data');
    this.socket.removeAllListeners('close');
    this.socket.removeAllListeners('error');
    const secure = tls.connect({ socket: this.socket, servername: net.isIP(host) ? undefined : host });
    await new Promise<void>((resolve, reject) => {
      secure.once('secureConnect', () => resolve());
      secure.once('error', reject);
    });
    this.socket = secure;
    this.listen(secure);
  }

  close() {
    this.socket.end();
  }
}

/**
 * Sends one e-mail through the seller's SMTP server: TLS from the start when the settings say
 * so, else STARTTLS when offered; AUTH LOGIN with the sender account when a password is set.
 * Throws with the server's words when a step is refused.
 */
export async function sendMail(settings: SmtpSettings, message: MailMessage): Promise<void> {
  const socket = settings.ssl
    ? tls.connect({
        host: settings.host,
        port: settings.port,
        servername: net.isIP(settings.host) ? undefined : settings.host,
      })
    : net.connect({ host: settings.host, port: settings.port });
  const talk = new Conversation(socket);
  try {
    await talk.expect([220], 'greeting');
    let features = await talk.send('EHLO charge-ops', [250]);
    if (!settings.ssl && /^250[- ]STARTTLS/im.test(features)) {
      await talk.send('STARTTLS', [220]);
      await talk.upgrade(settings.host);
      features = await talk.send('EHLO charge-ops', [250]);
    }
    if (settings.password && /^250[- ]AUTH/im.test(features)) {
      await talk.send('AUTH LOGIN', [334]);
      await talk.send(Buffer.from(settings.account).toString('base64'), [334], 'AUTH user');
      await talk.send(Buffer.from(settings.password).toString('base64'), [235], 'AUTH password');
    }
    await talk.send(`MAIL FROM:<${settings.account}>`, [250], 'MAIL FROM');
    await talk.send(`RCPT TO:<${message.to}>`, [250, 251], 'RCPT TO');
    await talk.send('DATA', [354]);
    // A body line starting with a dot is doubled (RFC 5321 §4.5.2); base64 lines never do.
    await talk.send(`${formatMessage(settings, message)}\r\n.`, [250], 'message');
    await talk.send('QUIT', [221]).catch(() => undefined);
  } finally {
    talk.close();
  }
}
