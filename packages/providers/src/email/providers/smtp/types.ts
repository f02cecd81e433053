export interface SmtpConfig {
  host: string;
  port: number;
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it (587). */
  secure: boolean;
  user?: string | undefined;
  password?: string | undefined;
  /** The From header, e.g. "Nkabom <no-reply@nkabom.example>". */
  from: string;
  timeoutMs?: number;
  /** Refuse to send without TLS (production); the demo's loopback simulator speaks plain SMTP. */
  requireTls?: boolean;
}
