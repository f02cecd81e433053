/**
 * Gathers calls that arrive while earlier ones are in the database into one call (group commit).
 * At most `inFlight` calls run at once; a call that arrives when one is free runs at once, alone,
 * so a quiet server adds no wait. The calls that queued behind a busy moment go together, up to
 * `maxBatch` a call, as soon as one returns. Each caller gets its own answer or its own error; if
 * the gathered call itself fails, every caller in it gets that error.
 */
export class Gatherer<In, Out> {
  private readonly queue: { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  private running = 0;
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
      this.next();
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
