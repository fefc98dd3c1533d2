// Port of HeaderKit/Design/ExpressionParser.swift, ExpressionNode.swift and DesignExpression.swift:
// design expressions ("max(-offset, 44 + safeTop)") parsed once into a tree whose names are slots
// of a scope, then evaluated against a slot array (no lookups per frame).
//   comparison := sum (('<' | '<=' | '>' | '>=') sum)?
//   sum := product (('+' | '-') product)*;  product := unary (('*' | '/') unary)*
//   unary := '-' unary | '+' unary | primary;  primary := number | name | name '(' args ')' | '(' comparison ')'

/** The built-in variables, in their fixed slots (ExpressionScope.builtIns). */
export const builtIns = ['offset', 'W', 'H', 'safeTop', 'safeBottom', 'insetTop', 'reveal', 'tab', 'velocity', 'direction', 'dragging'];
export const slot = Object.fromEntries(builtIns.map((name, i) => [name, i]));

/** The longest expression and the deepest nesting accepted (ExpressionParser's bounds). */
const maximumLength = 2000;
const maximumNesting = 64;

/** Swift's `rounded()`: halves away from zero. */
const roundHalfAway = (a) => Math.sign(a) * Math.round(Math.abs(a));

/** ExpressionFunction: arity and what it computes. */
const functions = {
  min: [2, (a, b) => Math.min(a, b)],
  max: [2, (a, b) => Math.max(a, b)],
  clamp: [3, (a, b, c) => Math.min(Math.max(a, b), c)],
  mix: [3, (a, b, c) => a + (b - a) * c],
  abs: [1, (a) => Math.abs(a)],
  floor: [1, (a) => Math.floor(a)],
  ceil: [1, (a) => Math.ceil(a)],
  round: [1, roundHalfAway],
  sqrt: [1, (a) => Math.sqrt(a)],
  pow: [2, (a, b) => Math.pow(a, b)],
  if: [3, null],
};

/** Comparisons give 1 or 0 (BinaryOperator). */
const operators = {
  '+': (a, b) => a + b, '-': (a, b) => a - b, '*': (a, b) => a * b, '/': (a, b) => a / b,
  '<': (a, b) => (a < b ? 1 : 0), '<=': (a, b) => (a <= b ? 1 : 0),
  '>': (a, b) => (a > b ? 1 : 0), '>=': (a, b) => (a >= b ? 1 : 0),
};

export class ExpressionError extends Error {
  constructor(column, reason) { super(`expression error at column ${column}: ${reason}`); this.column = column; }
}

/** The members an expression reads after a layer's id (LayerFrameNames.members): the four stored
 *  fields and CGRect's accessors, which are sums of them. */
export const frameFields = ['x', 'y', 'width', 'height'];
export const frameMembers = ['x', 'y', 'width', 'height', 'minX', 'minY', 'midX', 'midY', 'maxX', 'maxY'];

/** Whether `id` can be named in an expression (LayerFrameNames.isNameable): `hero-photo.maxY`
 *  would read as a subtraction. */
export const isNameable = (id) => typeof id === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(id);

/** Names → slots: the built-ins first, then the design's parameters and variables in order, then
 *  `ID.x`, `ID.y`, `ID.width`, `ID.height` for every layer id in `layerIDs` (a design that reads frames). */
export class ExpressionScope {
  constructor(names = [], layerIDs = []) {
    this.layerIDs = layerIDs;
    names = [...names, ...layerIDs.flatMap((id) => frameFields.map((f) => `${id}.${f}`))];
    this.names = [...builtIns, ...names];
    this.slotByName = new Map();
    this.names.forEach((name, i) => { if (!this.slotByName.has(name)) this.slotByName.set(name, i); });
  }
  slotOf(name) { return this.slotByName.get(name); }
}

const isDigit = (c) => c !== undefined && /\p{N}/u.test(c);
const isLetter = (c) => c !== undefined && /\p{L}/u.test(c);

/** Parses `source` against `scope` into an evaluator `(slots) => number`; its `reads` are the
 *  slots it reads (DesignExpression.slotsRead: what the layout plan orders by). */
export function parseExpression(source, scope) {
  if (typeof source === 'number') return withReads(() => source, new Set());
  if (typeof source === 'boolean') { const v = source ? 1 : 0; return withReads(() => v, new Set()); }
  const reads = new Set();
  const chars = Array.from(String(source));
  if (chars.length > maximumLength) throw new ExpressionError(maximumLength + 1, 'too long');
  let index = 0;
  let nesting = 0;
  const peek = () => chars[index];
  const skipSpaces = () => { while (peek() === ' ' || peek() === '\t' || peek() === '\n') index += 1; };
  const fail = (reason, at = index) => new ExpressionError(at + 1, reason);
  const expect = (c) => { skipSpaces(); if (peek() !== c) throw fail(`expected '${c}'`); index += 1; };

  function comparison() {
    const lhs = sum();
    skipSpaces();
    const c = peek();
    if (c !== '<' && c !== '>') return lhs;
    index += 1;
    const op = peek() === '=' ? (index += 1, c + '=') : c;
    const rhs = sum();
    const f = operators[op];
    return (s) => f(lhs(s), rhs(s));
  }
  function sum() {
    let node = product();
    for (;;) {
      skipSpaces();
      const c = peek();
      if (c !== '+' && c !== '-') return node;
      index += 1;
      const lhs = node, rhs = product();
      node = c === '+' ? (s) => lhs(s) + rhs(s) : (s) => lhs(s) - rhs(s);
    }
  }
  function product() {
    let node = unary();
    for (;;) {
      skipSpaces();
      const c = peek();
      if (c !== '*' && c !== '/') return node;
      index += 1;
      const lhs = node, rhs = unary();
      node = c === '*' ? (s) => lhs(s) * rhs(s) : (s) => lhs(s) / rhs(s);
    }
  }
  function unary() {
    nesting += 1;
    try {
      if (nesting > maximumNesting) throw fail(`nested more than ${maximumNesting} deep`);
      skipSpaces();
      if (peek() === '-') { index += 1; const operand = unary(); return (s) => -operand(s); }
      if (peek() === '+') { index += 1; return unary(); }
      return primary();
    } finally { nesting -= 1; }
  }
  function primary() {
    skipSpaces();
    const c = peek();
    if (c === undefined) throw fail("unexpected end, expected a number, a name or '('");
    if (c === '(') { index += 1; const inner = comparison(); expect(')'); return inner; }
    if (isDigit(c) || c === '.') return number();
    if (isLetter(c) || c === '_') return nameOrCall();
    throw fail(`unexpected '${c}', expected a number, a name or '('`);
  }
  function number() {
    const start = index;
    while (isDigit(peek()) || peek() === '.') index += 1;
    if (peek() === 'e' || peek() === 'E') {
      index += 1;
      if (peek() === '+' || peek() === '-') index += 1;
      while (isDigit(peek())) index += 1;
    }
    const text = chars.slice(start, index).join('');
    const value = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(value)) throw fail(`'${text}' is not a number`, start);
    return () => value;
  }
  function nameOrCall() {
    const start = index;
    while (isLetter(peek()) || isDigit(peek()) || peek() === '_') index += 1;
    const name = chars.slice(start, index).join('');
    if (peek() === '.' && isLetter(chars[index + 1])) return frameReference(name, start);
    skipSpaces();
    if (peek() === '(') {
      const fn = Object.prototype.hasOwnProperty.call(functions, name) ? functions[name] : null;
      if (!fn) throw fail(`unknown function '${name}'`, start);
      index += 1;
      const args = [];
      skipSpaces();
      if (peek() !== ')') {
        args.push(comparison());
        skipSpaces();
        while (peek() === ',') { index += 1; args.push(comparison()); skipSpaces(); }
      }
      expect(')');
      if (args.length !== fn[0]) throw fail(`${name} takes ${fn[0]} argument${fn[0] === 1 ? '' : 's'}, found ${args.length}`, start);
      if (name === 'if') {
        // `if` evaluates only the branch it takes.
        const [test, yes, no] = args;
        return (s) => (test(s) > 0 ? yes(s) : no(s));
      }
      const apply = fn[1];
      if (args.length === 1) { const [a] = args; return (s) => apply(a(s)); }
      if (args.length === 2) { const [a, b] = args; return (s) => apply(a(s), b(s)); }
      const [a, b, c] = args;
      return (s) => apply(a(s), b(s), c(s));
    }
    const at = scope.slotOf(name);
    if (at === undefined) throw new ExpressionError(start + 1, `unknown variable '${name}'`);
    reads.add(at);
    return (s) => s[at];
  }
  /** `ID.member`: another layer's layout frame at this offset (LayerFrameNames.node). */
  function frameReference(id, start) {
    index += 1;
    const memberStart = index;
    while (isLetter(peek()) || isDigit(peek()) || peek() === '_') index += 1;
    const member = chars.slice(memberStart, index).join('');
    const x = scope.layerIDs?.includes(id) ? scope.slotOf(`${id}.x`) : undefined;
    if (x === undefined) throw new ExpressionError(start + 1, `unknown layer '${id}' in '${id}.${member}'`);
    if (!frameMembers.includes(member)) throw new ExpressionError(memberStart + 1, `'${id}.${member}': a layer's frame is read as ${frameMembers.join(', ')}`);
    const y = x + 1, w = x + 2, h = x + 3;
    const used = { x: [x], minX: [x], y: [y], minY: [y], width: [w], height: [h], midX: [x, w], maxX: [x, w], midY: [y, h], maxY: [y, h] }[member];
    for (const u of used) reads.add(u);
    switch (member) {
      case 'midX': return (s) => s[x] + s[w] * 0.5;
      case 'maxX': return (s) => s[x] + s[w];
      case 'midY': return (s) => s[y] + s[h] * 0.5;
      case 'maxY': return (s) => s[y] + s[h];
      default: { const at = used[0]; return (s) => s[at]; }
    }
  }

  skipSpaces();
  if (index >= chars.length) throw fail('empty expression');
  const node = comparison();
  skipSpaces();
  if (index < chars.length) throw fail(`unexpected '${chars[index]}'`);
  return withReads(node, reads);
}

/** `evaluate` carrying the slots it reads. */
function withReads(evaluate, reads) {
  evaluate.reads = reads;
  return evaluate;
}
