import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Twilio REST API on 127.0.0.1 and a free port: the API
 * under test is given TWILIO_API_URL = fake.url and the real `twilio`
 * package talks to it. It keeps accounts (Basic auth checked like Twilio:
 * a wrong token is a 401 with code 20003), their incoming numbers, the
 * numbers available to buy, and the messages and calls created, and
 * records every request so a test can check what it was asked.
 *
 *   const twilio = await startFakeTwilio();
 *   const account = twilio.addAccount();                 // { sid, authToken }
 *   twilio.addIncomingNumber(account.sid, '+15125550100');
 *   twilio.setAvailable(['+15125550111']);
 *   twilio.refusePurchases('Number is no longer available', 21422);
 *   twilio.refusePurchases(null);                         // accept them again
 *   afterAll(() => twilio.close());
 */
export interface FakeIncomingNumber {
  sid: string;
  phoneNumber: string;
  voiceUrl: string;
  smsUrl: string;
  statusCallback: string;
}

export interface FakeAccount {
  sid: string;
  authToken: string;
  incoming: FakeIncomingNumber[];
  messages: Record<string, string>[];
  calls: Record<string, string>[];
}

export interface RecordedTwilioRequest {
  method: string;
  /** e.g. /2010-04-01/Accounts/AC…/IncomingPhoneNumbers.json */
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  accountSid: string | null;
}

export interface FakeTwilio {
  /** e.g. http://127.0.0.1:54321: the TWILIO_API_URL to give the API. */
  readonly url: string;
  readonly requests: RecordedTwilioRequest[];
  readonly accounts: Map<string, FakeAccount>;
  addAccount(account?: Partial<Pick<FakeAccount, 'sid' | 'authToken'>>): FakeAccount;
  addIncomingNumber(accountSid: string, phoneNumber: string): FakeIncomingNumber;
  /** The numbers the next searches find (any area code when `areaCode` is left out). */
  setAvailable(numbers: string[]): void;
  /** Purchases answer 400 with this message and code until reset (null: accept them again). */
  refusePurchases(message: string | null, code?: number): void;
  reset(): void;
  close(): Promise<void>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
export const fakeSid = (prefix: string) => `${prefix}${hex(16)}`;

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accounts = new Map<string, FakeAccount>();
  const requests: RecordedTwilioRequest[] = [];
  let available: string[] = [];
  let refusal: { message: string; code: number } | null = null;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const query = Object.fromEntries(url.searchParams);
      const match = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})(\.json|\/.*)$/i.exec(url.pathname);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query, form, accountSid: match?.[1] ?? null });
      if (!match) return send(res, 404, error(20404, `The requested resource ${url.pathname} was not found`));
      const account = accounts.get(match[1]!);
      if (!account || !authorised(req, account)) return send(res, 401, error(20003, 'Authenticate'));
      route(req.method ?? 'GET', match[2]!, account, query, form, res, String(req.headers.range ?? ''));
    });
  });

  function route(
    method: string,
    rest: string,
    account: FakeAccount,
    query: Record<string, string>,
    form: Record<string, string>,
    res: http.ServerResponse,
    rangeHeader: string,
  ) {
    const base = `/2010-04-01/Accounts/${account.sid}`;
    if (method === 'GET' && rest === '.json')
      return send(res, 200, { sid: account.sid, friendly_name: 'Fake account', status: 'active', type: 'Full', uri: `${base}.json` });
    if (rest === '/IncomingPhoneNumbers.json' && method === 'GET') {
      const list = account.incoming.filter((n) => !query.PhoneNumber || n.phoneNumber === query.PhoneNumber);
      return send(
        res,
        200,
        page(
          'incoming_phone_numbers',
          list.map((n) => incomingJson(account, n)),
          `${base}/IncomingPhoneNumbers.json`,
        ),
      );
    }
    if (rest === '/IncomingPhoneNumbers.json' && method === 'POST') {
      if (refusal) return send(res, 400, error(refusal.code, refusal.message));
      const wanted = form.PhoneNumber ?? available.find((n) => !form.AreaCode || n.startsWith(`+1${form.AreaCode}`));
      if (!wanted || !available.includes(wanted)) return send(res, 400, error(21422, 'PhoneNumber is not available'));
      available = available.filter((n) => n !== wanted);
      const number = addIncoming(account, wanted);
      Object.assign(number, { voiceUrl: form.VoiceUrl ?? '', smsUrl: form.SmsUrl ?? '', statusCallback: form.StatusCallback ?? '' });
      return send(res, 201, incomingJson(account, number));
    }
    const update = /^\/IncomingPhoneNumbers\/(PN[0-9a-f]{32})\.json$/.exec(rest);
    if (update && method === 'DELETE') {
      // Releasing a number: Twilio answers 204 and the number leaves the account.
      const index = account.incoming.findIndex((n) => n.sid === update[1]);
      if (index < 0) return send(res, 404, error(20404, 'The requested resource was not found'));
      account.incoming.splice(index, 1);
      res.writeHead(204).end();
      return;
    }
    if (update && method === 'POST') {
      const number = account.incoming.find((n) => n.sid === update[1]);
      if (!number) return send(res, 404, error(20404, 'The requested resource was not found'));
      if (form.VoiceUrl !== undefined) number.voiceUrl = form.VoiceUrl;
      if (form.SmsUrl !== undefined) number.smsUrl = form.SmsUrl;
      if (form.StatusCallback !== undefined) number.statusCallback = form.StatusCallback;
      return send(res, 200, incomingJson(account, number));
    }
    const search = /^\/AvailablePhoneNumbers\/([A-Z]{2})\/Local\.json$/.exec(rest);
    if (search && method === 'GET') {
      const found = available.filter((n) => !query.AreaCode || n.startsWith(`+1${query.AreaCode}`)).slice(0, Number(query.PageSize ?? 50));
      const rows = found.map((n) => ({ phone_number: n, friendly_name: n, iso_country: search[1], capabilities: { voice: true, SMS: true, MMS: true } }));
      return send(res, 200, { available_phone_numbers: rows, uri: `${base}${rest}` });
    }
    if (rest === '/Messages.json' && method === 'POST') {
      const message = { sid: fakeSid('SM'), to: form.To ?? '', from: form.From ?? '', body: form.Body ?? '', status: 'queued' };
      account.messages.push(message);
      return send(res, 201, { ...message, account_sid: account.sid, num_segments: '1', price: null, uri: `${base}/Messages/${message.sid}.json` });
    }
    if (rest === '/Calls.json' && method === 'POST') {
      const call = { sid: fakeSid('CA'), to: form.To ?? '', from: form.From ?? '', url: form.Url ?? '', twiml: form.Twiml ?? '', status: 'queued' };
      account.calls.push(call);
      return send(res, 201, { ...call, account_sid: account.sid, uri: `${base}/Calls/${call.sid}.json` });
    }
    const recording = /^\/Calls\/(CA[0-9a-f]{32})\/Recordings\.json$/.exec(rest);
    if (recording && method === 'POST') {
      const call = account.calls.find((c) => c.sid === recording[1]);
      const sid = fakeSid('RE');
      if (call) Object.assign(call, { recording: 'started', recordingSid: sid, recordingStatusCallback: form.RecordingStatusCallback ?? '' });
      else
        account.calls.push({
          sid: recording[1]!,
          status: 'in-progress',
          recording: 'started',
          recordingSid: sid,
          recordingStatusCallback: form.RecordingStatusCallback ?? '',
        });
      return send(res, 201, { sid, call_sid: recording[1], account_sid: account.sid, status: 'in-progress', channels: 2 });
    }
    // A recording's audio (…/Recordings/RE….mp3): a few bytes standing in for the MP3, Range honoured like Twilio's.
    const media = /^\/Recordings\/(RE[0-9a-f]{32})\.mp3$/.exec(rest);
    if (media && method === 'GET') {
      if (!account.calls.some((c) => c.recordingSid === media[1])) return send(res, 404, error(20404, 'The requested resource was not found'));
      const audio = Buffer.from(`ID3 fake recording ${media[1]}`);
      const range = /^bytes=(\d+)-(\d*)$/.exec(rangeHeader);
      if (range) {
        const start = Number(range[1]);
        const end = range[2] ? Math.min(Number(range[2]), audio.length - 1) : audio.length - 1;
        res.writeHead(206, {
          'content-type': 'audio/mpeg',
          'content-length': end - start + 1,
          'content-range': `bytes ${start}-${end}/${audio.length}`,
          'accept-ranges': 'bytes',
        });
        res.end(audio.subarray(start, end + 1));
        return;
      }
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': audio.length, 'accept-ranges': 'bytes' });
      res.end(audio);
      return;
    }
    const callUpdate = /^\/Calls\/(CA[0-9a-f]{32})\.json$/.exec(rest);
    if (callUpdate && method === 'POST') {
      const call = account.calls.find((c) => c.sid === callUpdate[1]) ?? { sid: callUpdate[1]!, status: 'in-progress' };
      Object.assign(call, form.Status ? { status: form.Status } : {}, form.Twiml ? { twiml: form.Twiml } : {});
      return send(res, 200, { ...call, account_sid: account.sid });
    }
    send(res, 404, error(20404, `The requested resource ${rest} was not found`));
  }

  function addIncoming(account: FakeAccount, phoneNumber: string): FakeIncomingNumber {
    const number = { sid: fakeSid('PN'), phoneNumber, voiceUrl: '', smsUrl: '', statusCallback: '' };
    account.incoming.push(number);
    return number;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accounts,
    addAccount(given = {}) {
      const account: FakeAccount = { sid: given.sid ?? fakeSid('AC'), authToken: given.authToken ?? hex(16), incoming: [], messages: [], calls: [] };
      accounts.set(account.sid, account);
      return account;
    },
    addIncomingNumber(accountSid, phoneNumber) {
      const account = accounts.get(accountSid);
      if (!account) throw new Error(`fake twilio: no account ${accountSid}`);
      return addIncoming(account, phoneNumber);
    },
    setAvailable(numbers) {
      available = [...numbers];
    },
    refusePurchases(message, code = 21422) {
      refusal = message === null ? null : { message, code };
    },
    reset() {
      accounts.clear();
      requests.length = 0;
      available = [];
      refusal = null;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function authorised(req: http.IncomingMessage, account: FakeAccount): boolean {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  return Buffer.from(header.slice(6), 'base64').toString('utf8') === `${account.sid}:${account.authToken}`;
}

function incomingJson(account: FakeAccount, n: FakeIncomingNumber) {
  return {
    sid: n.sid,
    account_sid: account.sid,
    phone_number: n.phoneNumber,
    friendly_name: n.phoneNumber,
    voice_url: n.voiceUrl,
    voice_method: 'POST',
    sms_url: n.smsUrl,
    sms_method: 'POST',
    status_callback: n.statusCallback,
    capabilities: { voice: true, sms: true, mms: true },
  };
}

function page(key: string, rows: unknown[], uri: string) {
  return {
    [key]: rows,
    page: 0,
    page_size: 50,
    first_page_uri: uri,
    next_page_uri: null,
    previous_page_uri: null,
    uri,
    start: 0,
    end: Math.max(0, rows.length - 1),
  };
}

const error = (code: number, message: string) => ({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status: 0 });

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(status >= 400 && body && typeof body === 'object' ? { ...body, status } : body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
