// Port of HeaderKit/Layout/LayoutPlan.swift and LayoutPlan+Building.swift: the order a design's
// variables and the frames of its layers are evaluated in each frame when an expression reads a
// layer's frame by id (`avatar.maxY`), each after what it reads — worked out once at load, a
// depth-first walk in the design's order. A cycle is refused naming its values in order.
import { builtIns, frameFields } from './expression.js';

/** Every expression result is held within ±1e6 points; a non-finite one is 0 (Design.bounded). */
const bounded = (x) => (Number.isFinite(x) ? Math.min(1e6, Math.max(-1e6, x)) : 0);

/** The steps `[{slot, evaluate, isSize}]` for `design` (variables, then each named layer's four
 *  frame fields as nodes), ordered so each follows what it reads. */
export function makeLayoutPlan(design) {
  const nodes = [];
  const nodeBySlot = new Map();
  const add = (slotIndex, name, evaluate, isSize, isVariable) => {
    nodeBySlot.set(slotIndex, nodes.length);
    nodes.push({ slot: slotIndex, name, evaluate, isSize, isVariable, reads: evaluate.reads ?? new Set() });
  };
  const firstVariable = builtIns.length + design.parameterSpecs.length;
  design.variables.forEach((v, i) => add(firstVariable + i, design.scope.names[firstVariable + i], v, false, true));
  for (const layer of design.layers) {
    const x = design.scope.slotOf(`${layer.id}.x`);
    if (x === undefined || nodeBySlot.has(x)) continue;
    frameFields.forEach((field, f) => add(x + f, `${layer.id}.${field}`, layer[field], f >= 2, false));
  }
  const marks = new Array(nodes.length).fill(0);  // 0 none, 1 visiting, 2 done
  const order = [];
  const dependencies = (n) => [...nodes[n].reads].filter((s) => nodeBySlot.has(s)).map((s) => nodeBySlot.get(s)).sort((a, b) => b - a);
  for (let root = 0; root < nodes.length; root++) {
    if (marks[root]) continue;
    const stack = [{ node: root, pending: dependencies(root) }];
    const path = [root];
    marks[root] = 1;
    while (stack.length) {
      const top = stack[stack.length - 1];
      if (top.pending.length) {
        const next = top.pending.pop();
        if (marks[next] === 2) continue;
        if (marks[next] === 1) {
          const names = [...path.slice(path.lastIndexOf(next)), next].map((n) => `'${nodes[n].name}'`);
          throw new Error(`a layout cycle: ${names.join(' → ')} (each reads the next; break one link)`);
        }
        marks[next] = 1;
        path.push(next);
        stack.push({ node: next, pending: dependencies(next) });
      } else {
        stack.pop();
        path.pop();
        marks[top.node] = 2;
        order.push(nodes[top.node]);
      }
    }
  }
  return order.map(({ slot, evaluate, isSize }) => ({ slot, evaluate, isSize }));
}

/** Evaluates the plan's steps in order into `slots` (LayoutPlan.evaluate). */
export function evaluatePlan(plan, slots) {
  for (let i = 0; i < plan.length; i++) {
    const step = plan[i];
    const value = bounded(step.evaluate(slots));
    slots[step.slot] = step.isSize ? Math.max(0, value) : value;
  }
}
