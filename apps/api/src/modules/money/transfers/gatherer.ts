/**
 * Gathers calls that arrive while earlier ones are in the database into one call (group commit).
 * At most `inFlight` calls run at once. An input that arrives when one is free runs after one turn
 * of the event loop, with whatever else arrived in that turn (alone on a quiet server, which so
 * waits no more than that turn). Inputs that queued behind a busy moment go together, up to
 * `maxBatch` a call, as soon as one returns. Each caller gets its own answer or its own error; if
 * the gathered call itself fails, every caller in it gets that error.
 */
export class Gatherer<In, Out> {
  private readonly queue: { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  private running = 0;
  private scheduled = false;
  /** Calls made with more than one input, and the inputs they carried (what gathering did). */
  readonly gathered = { calls: 0, inputs: 0 };

  constructor(
    /** One input, as it would run without gathering. */
    private readonly runOne: (input: In) => Promise<Out>,
    /** Several inputs in one call: an answer or an Error for each, in order. */
    private readonly runMany: (inputs: In[]) => Promise<(Out | Error)[]>,
    private readonly options: { inFlight: number; maxBatch: number },
  ) {
    if (!(options.inFlight >= 1 && options.maxBatch >= 1)) throw new Error('Gatherer: inFlight and maxBatch must be at least 1');
  }

  run(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.scheduled) {
        // One turn of the event loop first: what arrived with this input (the same socket reads) goes with it.
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.next();
        });
      }
    });
  }

  private next(): void {
    while (this.queue.length > 0 && this.running < this.options.inFlight) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.running++;
      void this.call(batch).finally(() => {
        this.running--;
        this.next();
      });
    }
  }

  private async call(batch: typeof this.queue): Promise<void> {
    try {
      if (batch.length === 1) {
        batch[0]!.resolve(await this.runOne(batch[0]!.input));
        return;
      }
      this.gathered.calls++;
      this.gathered.inputs += batch.length;
      const answers = await this.runMany(batch.map((waiting) => waiting.input));
      batch.forEach((waiting, i) => {
        if (i >= answers.length) return waiting.reject(new Error('Gatherer: no answer for this input'));
        const answer = answers[i] as Out | Error;
        if (answer instanceof Error) waiting.reject(answer);
        else waiting.resolve(answer);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
