// Port of HeaderKit/Refresh/RefreshControl.swift: UIRefreshControl as a state machine. Pulling
// past `threshold` while dragging arms it; releasing while armed begins refreshing (the top inset
// grows by `spinnerHeight`); after `duration` s it ends. Time is an argument (s).

export class RefreshControl {
  constructor({ enabled = true, threshold = 80, duration = 1.5, spinnerHeight = 60 } = {}) {
    this.enabled = enabled; this.threshold = threshold; this.duration = duration; this.spinnerHeight = spinnerHeight;
    this.state = 'idle';
    this.since = 0;
    this.pull = 0;
    this.time = 0;
  }

  get isRefreshing() { return this.state === 'refreshing'; }
  get endTime() { return this.isRefreshing ? this.since + this.duration : null; }
  get extraTopInset() { return this.isRefreshing ? this.spinnerHeight : 0; }

  /** Feed each frame; returns 'armed' | 'beganRefreshing' | 'endedRefreshing' | null. */
  update(pull, isDragging, time) {
    this.pull = pull;
    this.time = time;
    if (!this.enabled) {
      const was = this.isRefreshing;
      this.state = 'idle';
      return was ? 'endedRefreshing' : null;
    }
    switch (this.state) {
      case 'idle':
        if (isDragging && pull >= this.threshold) { this.state = 'armed'; return 'armed'; }
        break;
      case 'armed':
        if (!isDragging) { this.state = 'refreshing'; this.since = time; return 'beganRefreshing'; }
        break;
      default:
        // The tolerance absorbs the ms ↔ s round trip of a step ended exactly at endTime.
        if (time - this.since >= this.duration - 1e-9) { this.state = 'idle'; return 'endedRefreshing'; }
    }
    return null;
  }

  /** 0…1: how much of the spinner shows. */
  get progress() {
    if (this.state !== 'idle') return 1;
    return this.enabled ? Math.min(1, Math.max(0, this.pull / this.threshold)) : 0;
  }
}
