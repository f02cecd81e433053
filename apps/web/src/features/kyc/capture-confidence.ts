/**
 * The live capture's confidence (document 1, sections 5 and 9), measured by the face detector
 * rather than by skin colour: a weighted sum of five checks on one analysed frame.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export type Point = readonly [number, number];

export interface FrameAnalysis {
  frame: { width: number; height: number };
  /** The detector's face box, or null when no face was found. */
  box: Box | null;
  /** The 68 landmarks (iBUG order) of that face, or null. */
  landmarks: readonly Point[] | null;
  /** Share of pixels that changed since the previous frame, 0–1 (null for the first frame). */
  motion: number | null;
}

export interface Confidence {
  value: number;
  coverage: number;
  coverageOk: boolean;
  centred: boolean;
  distanceOk: boolean;
  eyesOpen: boolean;
  still: boolean;
}

const WEIGHTS = { coverage: 0.3, centred: 0.25, distance: 0.2, eyesOpen: 0.15, still: 0.1 } as const;
/** Capture is allowed at or above this; a captured selfie is verified only above the second. */
export const CAPTURE_THRESHOLD = 0.8;
export const ACCEPT_THRESHOLD = 0.85;
/** An eye aspect ratio under this is a closed (or nearly closed) eye (Soukupová & Čech, 2016). */
const EYES_OPEN_EAR = 0.22;
/** The face's centre may sit this far from the frame's centre, as a share of the frame's side. */
const CENTRE_TOLERANCE = 0.15;

/** (|p2−p6| + |p3−p5|) / (2·|p1−p4|) over the six points of one eye. */
export function eyeAspectRatio(eye: readonly Point[]): number {
  const d = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const width = d(eye[0]!, eye[3]!);
  return width === 0 ? 0 : (d(eye[1]!, eye[5]!) + d(eye[2]!, eye[4]!)) / (2 * width);
}

export function captureConfidence(a: FrameAnalysis): Confidence {
  const frameArea = a.frame.width * a.frame.height;
  if (!a.box || frameArea === 0) {
    return { value: 0, coverage: 0, coverageOk: false, centred: false, distanceOk: false, eyesOpen: false, still: false };
  }
  const coverage = (a.box.width * a.box.height) / frameArea;
  const coverageOk = coverage >= 0.15 && coverage <= 0.45;
  const distanceOk = coverage >= 0.2 && coverage <= 0.35;
  const cx = a.box.x + a.box.width / 2;
  const cy = a.box.y + a.box.height / 2;
  const centred =
    Math.abs(cx - a.frame.width / 2) <= CENTRE_TOLERANCE * a.frame.width &&
    Math.abs(cy - a.frame.height / 2) <= CENTRE_TOLERANCE * a.frame.height;
  const eyesOpen =
    a.landmarks !== null &&
    a.landmarks.length === 68 &&
    Math.min(eyeAspectRatio(a.landmarks.slice(36, 42)), eyeAspectRatio(a.landmarks.slice(42, 48))) > EYES_OPEN_EAR;
  const still = a.motion !== null && a.motion < 0.05;
  const value =
    WEIGHTS.coverage * Number(coverageOk) +
    WEIGHTS.centred * Number(centred) +
    WEIGHTS.distance * Number(distanceOk) +
    WEIGHTS.eyesOpen * Number(eyesOpen) +
    WEIGHTS.still * Number(still);
  return { value: Math.round(value * 100) / 100, coverage, coverageOk, centred, distanceOk, eyesOpen, still };
}

/**
 * Share of pixels whose brightness moved by more than a noise floor between two equally sized
 * grayscale frames (0–255 per pixel).
 */
export function motionBetween(previous: Uint8ClampedArray | Uint8Array, current: Uint8ClampedArray | Uint8Array): number {
  if (previous.length !== current.length || current.length === 0) return 1;
  let changed = 0;
  for (let i = 0; i < current.length; i++) if (Math.abs(current[i]! - previous[i]!) > 25) changed++;
  return changed / current.length;
}
