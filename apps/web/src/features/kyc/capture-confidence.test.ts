import { describe, expect, it } from 'vitest';
import { ACCEPT_THRESHOLD, CAPTURE_THRESHOLD, captureConfidence, eyeAspectRatio, motionBetween, type Point } from './capture-confidence';
import farOffCentre from './fixtures/far-off-centre.json';
import eyesLowered from './fixtures/eyes-lowered.json';
import openEyes from './fixtures/selfie-open-eyes.json';

// Fixtures: the tiny face detector's box and the 68 tiny landmarks, recorded in Node from the
// face-api package's sample photos framed at 640×480 as the camera would.
type Fixture = {
  frame: { width: number; height: number };
  box: { x: number; y: number; width: number; height: number };
  landmarks: number[][];
};
const analysis = (f: Fixture, motion: number | null = 0.01) => ({
  frame: f.frame,
  box: f.box,
  landmarks: f.landmarks as unknown as Point[],
  motion,
});

/** The same face with both eyes shut: the upper lids (37, 38, 43, 44) moved onto the lower ones. */
function closeEyes(f: Fixture): Fixture {
  const landmarks = f.landmarks.map((p) => [...p]);
  for (const [upper, lower] of [
    [37, 41],
    [38, 40],
    [43, 47],
    [44, 46],
  ] as const)
    landmarks[upper] = [landmarks[upper]![0]!, landmarks[lower]![1]! - 0.5];
  return { ...f, landmarks };
}

describe('live capture confidence', () => {
  it('scores a centred face at a good distance, eyes open and still, at 1: capture allowed and verified', () => {
    const c = captureConfidence(analysis(openEyes));
    expect(c).toMatchObject({ value: 1, coverageOk: true, centred: true, distanceOk: true, eyesOpen: true, still: true });
    expect(c.value).toBeGreaterThan(ACCEPT_THRESHOLD);
  });

  it('takes 0.15 off for closed eyes: capture allowed, never verified', () => {
    const c = captureConfidence(analysis(closeEyes(openEyes)));
    expect(c.eyesOpen).toBe(false);
    expect(c.value).toBe(0.85);
    expect(c.value).toBeGreaterThanOrEqual(CAPTURE_THRESHOLD);
    expect(c.value > ACCEPT_THRESHOLD).toBe(false);
  });

  it('takes 0.1 off for movement, and nothing is still on the first frame', () => {
    expect(captureConfidence(analysis(openEyes, 0.2)).value).toBe(0.9);
    expect(captureConfidence(analysis(openEyes, null)).still).toBe(false);
  });

  it('keeps a small face far from the centre under the capture threshold', () => {
    const c = captureConfidence(analysis(farOffCentre));
    expect(c).toMatchObject({ coverageOk: false, distanceOk: false });
    expect(c.value).toBeLessThan(CAPTURE_THRESHOLD);
  });

  it('reads lowered but open eyes as open, and a face too small for the distance band as not at the distance', () => {
    const c = captureConfidence(analysis(eyesLowered));
    expect(eyeAspectRatio((eyesLowered.landmarks as unknown as Point[]).slice(36, 42))).toBeGreaterThan(0.22);
    expect(c).toMatchObject({ coverageOk: true, distanceOk: false, eyesOpen: true });
    expect(c.value).toBeLessThan(ACCEPT_THRESHOLD);
  });

  it('is 0 without a face', () => {
    expect(captureConfidence({ frame: { width: 640, height: 480 }, box: null, landmarks: null, motion: 0 }).value).toBe(0);
  });

  it('measures motion as the share of pixels that changed', () => {
    const a = new Uint8Array(100).fill(100);
    const b = a.slice();
    b.fill(200, 0, 10);
    b.fill(110, 10, 50);
    expect(motionBetween(a, b)).toBe(0.1);
  });
});
