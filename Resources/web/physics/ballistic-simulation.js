// Port of ScrollPhysics/BallisticSimulation.swift: a release's whole motion (coast → bounce at an
// edge, or bounce → coast through the edge) as closed-form segments solved when it is made.
import { BounceSimulation } from './bounce-simulation.js';
import { DecelerationSimulation } from './deceleration.js';

/** Points past an edge that still count as on it (rounding of offsets computed in pieces). */
export const rangeSlack = 1e-9;

/** The law of a release: { lower, upper, decelerationRate, bounces, dimension, constant, response, screenScale }. */
export function isOutside(law, x) {
  return x < law.lower - rangeSlack || x > law.upper + rangeSlack;
}

function edgeNearest(law, x) { return x > law.upper ? law.upper : law.lower; }

function makeBounce(x, edge, velocity, law, flick = false) {
  return new BounceSimulation({ edge, position: x, velocity, dimension: law.dimension, constant: law.constant,
    response: law.response, screenScale: law.screenScale, flick });
}

/** One piece on the composed clock. `kind` is 'coast' or 'bounce'. */
class Segment {
  constructor(kind, sim, startTime, duration, endPosition) {
    this.kind = kind; this.sim = sim; this.startTime = startTime; this.duration = duration; this.endPosition = endPosition;
  }
  get endTime() { return this.startTime + this.duration; }
  get doneTime() { return this.endTime; }
  get isBounce() { return this.kind === 'bounce'; }
  position(time) { return this.sim.position(time - this.startTime); }
  velocity(time) { return this.sim.velocity(time - this.startTime); }
}

export class BallisticSimulation {
  /** `flick`: a finger's release; `landing`: {rate, rest} a first coast resting exactly on `rest`. */
  constructor(position, velocity, law, { flick = false, landing = null } = {}) {
    const segments = [];
    let time = 0;
    let next;
    if (isOutside(law, position) && law.bounces) {
      next = { kind: 'bounce', sim: makeBounce(position, edgeNearest(law, position), velocity, law, flick) };
    } else {
      const outside = isOutside(law, position);
      next = { kind: 'coast', sim: new DecelerationSimulation(outside ? edgeNearest(law, position) : position,
        outside ? 0 : velocity, landing ? landing.rate : law.decelerationRate) };
    }
    let rest = position;
    while (next && segments.length < 8) {
      const [segment, following] = segmentOf(next, time, law, segments.length === 0 && landing ? landing.rest : null);
      segments.push(segment);
      time = segment.endTime;
      rest = segment.endPosition;
      next = following;
    }
    this.segments = segments;
    this.restPosition = isOutside(law, rest) ? Math.min(Math.max(rest, law.lower), law.upper) : rest;
  }

  segmentIndex(time) {
    const i = this.segments.findIndex((s) => time < s.endTime);
    return i >= 0 ? i : this.segments.length - 1;
  }

  position(time) {
    return time < this.doneTime ? this.segments[this.segmentIndex(time)].position(time) : this.restPosition;
  }

  velocity(time) {
    return time < this.doneTime ? this.segments[this.segmentIndex(time)].velocity(time) : 0;
  }

  get doneTime() { return this.segments.length ? this.segments[this.segments.length - 1].endTime : 0; }
}

/** `kind` started at `time`: the segment and what takes over after it (null: it rests). */
function segmentOf(kind, time, law, landing) {
  if (kind.kind === 'coast') {
    const coast = kind.sim;
    let end = coast.doneTime;
    const edge = coast.startVelocity > 0 ? law.upper : (coast.startVelocity < 0 ? law.lower : null);
    if (edge != null) {
      const crossing = coast.timeAtPosition(edge);
      if (crossing != null && crossing <= end) {
        end = crossing;
        const segment = new Segment('coast', coast, time, end, edge);
        if (!law.bounces) return [segment, null];
        return [segment, { kind: 'bounce', sim: makeBounce(edge, edge, coast.velocity(end), law) }];
      }
    }
    const rest = landing ?? coast.finalPosition;
    const segment = new Segment('coast', coast, time, end, rest);
    // Resting past an edge (a range that ended inside the coast's reach): back to it.
    if (!isOutside(law, rest) || !law.bounces) return [segment, null];
    return [segment, { kind: 'bounce', sim: makeBounce(rest, edgeNearest(law, rest), 0, law) }];
  }
  const bounce = kind.sim;
  const segment = new Segment('bounce', bounce, time, bounce.doneTime, bounce.edge);
  const velocity = bounce.velocityAtCrossing;
  if (velocity == null) return [segment, null];
  // Flicked back through the edge: the momentum carries on into the content.
  return [segment, { kind: 'coast', sim: new DecelerationSimulation(bounce.edge, velocity, law.decelerationRate) }];
}
