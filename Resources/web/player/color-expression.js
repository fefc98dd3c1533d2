// Port of HeaderKit/Design/ColorExpression.swift and StretchyFiles' DesignReader+ColorMotion.swift:
// a colour field that follows the scroll, `mix(A, B, t)` (each 8-bit channel, alpha too,
// interpolated straight and rounded) or `alpha(A, t)` (A with alpha t), t an expression held
// within 0…1; A and B are `#RRGGBB[AA]` or system colours, mixed per appearance.
import { parseExpression } from './expression.js';
import { systemColors } from './colors.js';

/** [r, g, b, a] (0…255) of a plain design colour in `appearance`; null when unknown. */
export function rgba(text, appearance) {
  const named = systemColors[text];
  if (named) return named[appearance === 'dark' ? 1 : 0];
  if (typeof text !== 'string' || !/^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(text)) return null;
  const hex = text.slice(1);
  const v = parseInt(hex.length === 6 ? hex + 'ff' : hex, 16);
  return [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
}

/** The arguments between a call's parentheses, split at commas outside nested parentheses, trimmed. */
function splitArguments(inner) {
  const parts = [];
  let current = '', depth = 0;
  for (const c of inner) {
    if (c === '(') depth += 1; else if (c === ')') depth -= 1;
    if (c === ',' && depth === 0) { parts.push(current); current = ''; } else current += c;
  }
  parts.push(current);
  return parts.map((p) => p.trim());
}

/** `text` as a moving colour `{at(slots) → css}` in `appearance`, or null for a plain colour. */
export function colorExpression(text, scope, appearance) {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  const open = trimmed.indexOf('(');
  if (open < 0 || trimmed.startsWith('#')) return null;
  const operation = trimmed.slice(0, open).trim();
  if (operation !== 'mix' && operation !== 'alpha') throw new Error(`unknown colour function '${operation}' (mix(A, B, t) or alpha(A, t))`);
  const args = splitArguments(trimmed.slice(open + 1, trimmed.endsWith(')') ? -1 : undefined));
  if (args.length !== (operation === 'mix' ? 3 : 2)) throw new Error(`'${text}': ${operation} takes ${operation === 'mix' ? 3 : 2} arguments`);
  const from = rgba(args[0], appearance), to = operation === 'mix' ? rgba(args[1], appearance) : from;
  if (!from || !to) throw new Error(`'${text}': unknown colour`);
  const t = parseExpression(args[args.length - 1], scope);
  const at = (slots) => {
    const raw = t(slots);
    const u = Math.min(1, Math.max(0, Number.isFinite(raw) ? raw : 0));
    const c = operation === 'mix' ? from.map((x, i) => Math.round(x + (to[i] - x) * u)) : [...from.slice(0, 3), Math.round(u * 255)];
    return `rgba(${c[0]},${c[1]},${c[2]},${(c[3] / 255).toFixed(3)})`;
  };
  return { at, from: `rgba(${from[0]},${from[1]},${from[2]},${(from[3] / 255).toFixed(3)})` };
}
