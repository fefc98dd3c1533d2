#!/usr/bin/env python3
"""Per-frame cost of `stretchy bench` against SDL's floor, by callgrind's cache simulation:
instruction counts and simulated misses do not depend on the machine's load, so two builds can be
compared on a busy machine.

  scripts/frame-profile.py record BINARY DIR [BENCH ARGS...]   # callgrind a release build's bench
  scripts/frame-profile.py summary DIR [--first N] [--last M] [--functions]

`record` runs `BINARY bench BENCH ARGS` (default: --design grid-profile --device iphone-15
--frames 360) under callgrind, dumping the counts at the start of each part of a bench frame
(`FrameBenchmark.run`): `Session.advance` starts the frame (core, `Renderer.draw`, present),
`startRecordingCommands` the untimed recording draw, `takeRecordedCommands` the floor (replay,
present), `blurBackdrop` the overlays timed after it. `summary` reads the dumps: per frame from
frame N (default 10) to frame M (default: the last), the frame's and the floor's instructions and L1 data misses, their means
and medians and the frame's excess over the floor; `--functions` lists the functions whose own
cost makes that excess. The dump points are mangled Swift names: rename one of those functions
and update `MARKERS`.
"""
import collections
import glob
import os
import re
import statistics
import subprocess
import sys

MARKERS = {
    'frame': '$s11StretchyKit7SessionV7advance4toMsySd_tF',
    'record': '$s5Stage8RendererC22startRecordingCommandsyyF',
    'floor': '$s5Stage8RendererC20takeRecordedCommandsSayAA11DrawCommandOGyF',
    'overlays': '$s5Stage8RendererC12blurBackdrop_0C6Radiusy10ScrollCore4RectV_SdtF',
}
# A dump made on entering a marker holds the part that ran before it.
ENDS = {'record': 'frame', 'floor': 'record', 'overlays': 'floor', 'frame': 'overlays'}
DEFAULT_BENCH = ['--design', 'grid-profile', '--device', 'iphone-15', '--frames', '360']


def record(binary, folder, bench):
    if os.path.exists(folder):
        sys.exit(f'frame-profile: {folder} exists; remove it or choose another')
    os.makedirs(folder)
    command = ['valgrind', '--tool=callgrind', '--cache-sim=yes', '--dump-instr=no',
               f'--callgrind-out-file={folder}/callgrind.%p']
    command += [f'--dump-before={name}' for name in MARKERS.values()]
    subprocess.run(command + [binary, 'bench'] + (bench or DEFAULT_BENCH), check=True)


def parts(folder):
    """(part, file) per dump in order; the part is what ran before the dump's marker."""
    files = sorted(glob.glob(os.path.join(folder, 'callgrind.*.*')), key=lambda f: int(f.rsplit('.', 1)[1]))
    for path in files:
        with open(path, errors='replace') as handle:
            for line in handle:
                if line.startswith('desc: Trigger:'):
                    marker = next((k for k, v in MARKERS.items() if v in line), None)
                    if marker:
                        yield ENDS[marker], path
                    break


def frames(folder):
    """Each bench frame's dump files by part, from the first whole frame."""
    result, current = [], {}
    for part, path in parts(folder):
        current[part] = path
        if part == 'floor':
            if 'frame' in current:
                result.append(current)
            current = {}
    return result


def costs(path, per_function=False):
    """The dump's totals (events → count), or each function's own cost."""
    events, names, function, own, skip = None, {}, None, collections.defaultdict(collections.Counter), False
    totals = None
    with open(path, errors='replace') as handle:
        for line in handle:
            if line.startswith('events:'):
                events = line.split()[1:]
            elif line.startswith(('summary:', 'totals:')):
                totals = collections.Counter(dict(zip(events, map(int, line.split()[1:]))))
            elif not per_function:
                continue
            elif line.startswith(('fn=', 'cfn=')):
                match = re.match(r'(c?fn)=\((\d+)\)(?: (.*))?', line.strip())
                if match.group(3):
                    names[match.group(2)] = match.group(3)
                if match.group(1) == 'fn':
                    function = names[match.group(2)]
            elif line.startswith('calls='):
                skip = True  # the next line is the call's inclusive cost
            elif line[:1].isdigit() or line[:1] in '+-*':
                if skip:
                    skip = False
                    continue
                own[function].update(dict(zip(events, map(int, line.split()[1:]))))
    return own if per_function else totals


def misses(counter):
    return counter['D1mr'] + counter['D1mw']


def summary(folder, first, last, functions):
    chosen = frames(folder)[first:last]
    if not chosen:
        sys.exit('frame-profile: no whole frames in ' + folder)
    frame = [costs(f['frame']) for f in chosen]
    floor = [costs(f['floor']) for f in chosen]
    print(f'{len(chosen)} frames (frames {first}–{first + len(chosen)}); per frame, mean (median):')
    for label, measure in (('instructions', lambda c: c['Ir']), ('L1 data misses', misses)):
        a, b = [measure(c) for c in frame], [measure(c) for c in floor]
        over = [x - y for x, y in zip(a, b)]
        print(f'  {label:15s} frame {statistics.mean(a):11,.0f} ({statistics.median(a):11,.0f})'
              f'  floor {statistics.mean(b):11,.0f} ({statistics.median(b):11,.0f})'
              f'  over the floor {statistics.mean(over):9,.0f} ({statistics.median(over):9,.0f})')
    if not functions:
        return
    totals = {'frame': collections.defaultdict(collections.Counter), 'floor': collections.defaultdict(collections.Counter)}
    for f in chosen:
        for part in totals:
            for name, cost in costs(f[part], per_function=True).items():
                totals[part][name].update(cost)
    n = len(chosen)
    names = set(totals['frame']) | set(totals['floor'])
    def excess(name, measure):
        return (measure(totals['frame'][name]) - measure(totals['floor'][name])) / n
    for label, measure in (('L1 data misses', misses), ('instructions', lambda c: c['Ir'])):
        top = sorted(names, key=lambda name: -excess(name, measure))[:25]
        readable = subprocess.run(['swift', 'demangle', '--simplified', '--compact'], input='\n'.join(top),
                                  capture_output=True, text=True).stdout.splitlines() or top
        print(f'\nown {label} over the floor a frame (frame − floor), largest first:')
        for name, shown in zip(top, readable):
            print(f'  {excess(name, measure):9,.0f}  {shown[:140]}')


def main(args):
    if len(args) >= 3 and args[0] == 'record':
        record(os.path.abspath(args[1]), args[2], args[3:])
    elif len(args) >= 2 and args[0] == 'summary':
        first = int(args[args.index('--first') + 1]) if '--first' in args else 10
        last = int(args[args.index('--last') + 1]) if '--last' in args else None
        summary(args[1], first, last, '--functions' in args)
    else:
        sys.exit(__doc__)


if __name__ == '__main__':
    main(sys.argv[1:])
