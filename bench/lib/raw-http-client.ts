import net from 'node:net';
import { sendMoneyOver, type Answer } from './keep-alive-client';

/**
 * The transfers bench's load client: HTTP/1.1 written and read by hand on kept-alive TCP sockets,
 * one request at a time per socket. node:http's client cost about 0.25–0.30 ms of CPU a request
 * (request and response objects, header validation, streams) on the bench's two cores, which the
 * machine then did not have for the API and PostgreSQL; this one writes one string and reads the
 * status line, content-length and body. It understands only what Fastify answers here (a body with
 * a content-length); anything else is an error, not a guess.
 */
export function createRawHttpClient(port: number, connections: number) {
  const idle: Connection[] = [];
  const waiting: ((connection: Connection) => void)[] = [];
  let open = 0;

  function acquire(): Promise<Connection> {
    let connection = idle.pop();
    while (connection && !connection.usable) connection = idle.pop();
    if (connection) return Promise.resolve(connection);
    if (open < connections) {
      open += 1;
      return Promise.resolve(new Connection(port, () => (open -= 1)));
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(connection: Connection) {
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  }

  async function post(pathname: string, headers: Record<string, string>, body: string): Promise<Answer> {
    const connection = await acquire();
    let head = `POST ${pathname} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    try {
      const answer = await connection.request(`${head}\r\n${body}`);
      if (connection.usable) release(connection);
      else open -= 1;
      return answer;
    } catch (error) {
      connection.destroy();
      throw error;
    }
  }

  return {
    post,
    sendMoney: sendMoneyOver(post),
    close: () => {
      for (const connection of idle.splice(0)) connection.destroy();
    },
  };
}

const HEADER_END = Buffer.from('\r\n\r\n');

class Connection {
  private readonly socket: net.Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private pending: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | null = null;
  usable = true;

  constructor(port: number, onClose: () => void) {
    this.socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    const fail = (error: Error) => {
      if (!this.usable) return;
      this.usable = false;
      onClose();
      this.pending?.reject(error);
      this.pending = null;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('the server closed the connection')));
  }

  request(text: string): Promise<Answer> {
    if (this.pending) throw new Error('one request at a time on a connection');
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(text);
    });
  }

  destroy() {
    this.usable = false;
    this.socket.destroy();
  }

  private read(chunk: Buffer) {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headerEnd = this.buffered.indexOf(HEADER_END);
    if (headerEnd < 0 || !this.pending) return;
    const head = this.buffered.toString('latin1', 0, headerEnd);
    const status = Number(head.slice(9, 12));
    const lengthMatch = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!lengthMatch) {
      this.pending.reject(new Error(`an answer without a content-length: ${head.split('\r\n')[0]}`));
      this.pending = null;
      this.destroy();
      return;
    }
    const bodyStart = headerEnd + HEADER_END.length;
    const bodyEnd = bodyStart + Number(lengthMatch[1]);
    if (this.buffered.length < bodyEnd) return;
    const body = this.buffered.toString('utf8', bodyStart, bodyEnd);
    this.buffered = this.buffered.subarray(bodyEnd);
    if (/\r\nconnection: *close/i.test(head)) this.usable = false;
    const { resolve } = this.pending;
    this.pending = null;
    resolve({ status, body });
  }
}
