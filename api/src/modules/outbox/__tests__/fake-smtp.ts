import type { AddressInfo } from 'node:net';
import net from 'node:net';

export interface FakeSmtp {
  /** Messages handed over, as their raw text. */
  readonly received: string[];
  /** Sends tried (MAIL FROM commands), refused ones included. */
  readonly tries: () => number;
  /** While true, every send is refused with a temporary error (451), as a mail server that is down would. */
  failing: boolean;
  url(): string;
  listen(): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

/** Just enough SMTP for nodemailer to hand over one message per connection; keeps what it received. */
export function fakeSmtpServer(): FakeSmtp {
  const received: string[] = [];
  let tries = 0;
  const state = { failing: false };
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (!line) continue;
        if (command === 'EHLO') socket.write('250-fake\r\n250 OK\r\n');
        else if (command === 'MAIL') {
          tries += 1;
          socket.write(state.failing ? '451 4.3.0 try again later\r\n' : '250 OK\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return {
    received,
    tries: () => tries,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    url: () => `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async listen() {
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    },
    reset() {
      received.length = 0;
      tries = 0;
      state.failing = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
