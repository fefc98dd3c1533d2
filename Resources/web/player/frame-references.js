// Port of StretchyFiles/Design/Layout/FrameReferences.swift: whether a design file reads any
// layer's frame by id (`avatar.maxY`) — only then does its scope get frame slots and a layout plan,
// so a design that reads none evaluates exactly as before.
import { frameMembers } from './expression.js';

/** `NAME.member` after no word character or dot, the name not starting with a digit. */
const reference = new RegExp(`(^|[^\\p{L}\\p{N}_.])[\\p{L}_][\\p{L}\\p{N}_]*\\.(${frameMembers.join('|')})(?![\\p{L}\\p{N}_])`, 'u');

/** Whether any string in `document` holds a frame reference. */
export function readsFrames(document) {
  if (typeof document === 'string') return reference.test(document);
  if (Array.isArray(document)) return document.some(readsFrames);
  if (document !== null && typeof document === 'object') return Object.values(document).some(readsFrames);
  return false;
}
