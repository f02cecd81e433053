/** What a simulator received, as the demo inbox lists it. */
export interface SimulatedMessage {
  channel: 'sms' | 'email';
  /** E.164 phone (+233…) or e-mail address. */
  to: string;
  subject: string | null;
  text: string;
  /** The id the simulator answered with, as the real provider would. */
  providerMessageId: string;
}

export interface RunningSimulator {
  /** http://127.0.0.1:PORT for HTTP simulators; the SMTP simulator gives host and port. */
  url: string;
  host: string;
  port: number;
  close: () => Promise<void>;
}
