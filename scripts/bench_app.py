#!/usr/bin/env python3
"""App-level figures for scripts/bench.sh: startup to first frame, idle cost, drag latency and
frame times during a drag, peak memory. Uses the app's UIKIT_TRACE file (monotonic times of
every presented frame and of the input it shows) and /proc. Needs DISPLAY (a private Xvfb
started by bench.sh) and xdotool for the drag. Prints RESULT lines; writes JSON with --json."""
import json, os, statistics, subprocess, sys, tempfile, time

def trace_lines(path):
    try:
        with open(path) as f:
            return [l.split() for l in f if l.strip()]
    except FileNotFoundError:
        return []

def wait_first_frame(path, timeout=10):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for l in trace_lines(path):
            if l[0] == "first-frame":
                return float(l[1])
        time.sleep(0.01)
    return None

def proc_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])      # utime + stime

def proc_switches(pid):
    """Context switches of each thread of `pid`, by thread id."""
    counts = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/status") as f:
                counts[tid] = sum(int(l.split()[1]) for l in f
                                  if l.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")))
        except OSError:
            pass  # the thread ended meanwhile
    return counts

def switches_between(before, after):
    """Wake-ups between two samples: threads that lived through both count their growth, new
    threads everything (a worker thread that ended in between is not counted)."""
    return sum(n - before.get(tid, 0) for tid, n in after.items())

def launch(app, args, trace):
    env = dict(os.environ, UIKIT_TRACE=trace)
    t0 = time.monotonic()
    p = subprocess.Popen([app] + args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    return p, t0

def stop(p):
    p.terminate()
    try:
        p.wait(5)
    except subprocess.TimeoutExpired:
        p.kill()

def percentile(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * q))] if xs else float("nan")

def main():
    app = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else None
    results = {}
    tmp = tempfile.mkdtemp()

    # Startup and idle: the home screen.
    trace = os.path.join(tmp, "home.trace")
    p, t0 = launch(app, [], trace)
    first = wait_first_frame(trace)
    if first is None:
        print("RESULT figure=startup skipped=no-first-frame"); stop(p); return
    results["startup_ms"] = (first - t0) * 1000
    print(f"RESULT figure=startup ms={results['startup_ms']:.1f}")
    time.sleep(1)
    ticks0, sw0 = proc_ticks(p.pid), proc_switches(p.pid)
    time.sleep(5)
    ticks1, sw1 = proc_ticks(p.pid), proc_switches(p.pid)
    results["idle_ticks_5s"] = ticks1 - ticks0
    results["idle_wakeups_per_s"] = switches_between(sw0, sw1) / 5
    print(f"RESULT figure=idle ticks_5s={ticks1 - ticks0} wakeups_per_s={switches_between(sw0, sw1) / 5:.2f}")
    stop(p)

    # The same in a 3840x2160 window (the private Xvfb is that big): startup, idle and the
    # memory the big window's buffers take.
    trace = os.path.join(tmp, "home4k.trace")
    p, t0 = launch(app, ["--screen-size", "3840x2160"], trace)
    first = wait_first_frame(trace)
    if first is None:
        print("RESULT figure=startup_4k skipped=no-first-frame"); stop(p)
    else:
        results["startup_4k_ms"] = (first - t0) * 1000
        time.sleep(1)
        ticks0, sw0 = proc_ticks(p.pid), proc_switches(p.pid)
        time.sleep(5)
        ticks1, sw1 = proc_ticks(p.pid), proc_switches(p.pid)
        with open(f"/proc/{p.pid}/status") as f:
            peak = next((int(l.split()[1]) / 1024 for l in f if l.startswith("VmHWM:")), float("nan"))
        results.update(idle_4k_ticks_5s=ticks1 - ticks0, idle_4k_wakeups_per_s=switches_between(sw0, sw1) / 5,
                       peak_rss_4k_mb=peak)
        print(f"RESULT figure=startup_4k ms={results['startup_4k_ms']:.1f} idle_ticks_5s={ticks1 - ticks0} "
              f"wakeups_per_s={switches_between(sw0, sw1) / 5:.2f} peak_rss_mb={peak:.1f}")
        stop(p)

    # Drag latency and frame times: the navigation scene, an interactive edge-swipe pop.
    trace = os.path.join(tmp, "drag.trace")
    p, _ = launch(app, ["--scene", "navigation"], trace)
    if wait_first_frame(trace) is None:
        print("RESULT figure=latency skipped=no-first-frame"); stop(p)
    else:
        time.sleep(0.5)
        # Open the first card (the scene's set-up), then drag from the left edge at 120 Hz.
        subprocess.run(["xdotool", "mousemove", "100", "200", "click", "1"], check=False)
        time.sleep(1.0)
        before = len(trace_lines(trace))
        steps = ["mousemove", "2", "400", "mousedown", "1"]
        for i in range(1, 241):                      # 2 s at 120 Hz, 300 pt to the right and back
            x = 2 + int(300 * (i / 120 if i <= 120 else (240 - i) / 120))
            steps += ["sleep", "0.0083", "mousemove", str(x), "400"]
        steps += ["mouseup", "1"]
        subprocess.run(["xdotool"] + steps, check=False)
        time.sleep(1.0)
        frames = [l for l in trace_lines(trace)[before:] if l[0] == "frame"]
        latencies = [(float(l[2]) - float(l[3])) * 1000 for l in frames if l[3] != "-"]
        durations = [(float(l[2]) - float(l[1])) * 1000 for l in frames]
        stop(p)
        if latencies:
            results.update(latency_p50_ms=statistics.median(latencies), latency_p99_ms=percentile(latencies, 0.99),
                           drag_frame_p99_ms=percentile(durations, 0.99), drag_frames=len(frames))
            print(f"RESULT figure=latency p50_ms={results['latency_p50_ms']:.2f} p99_ms={results['latency_p99_ms']:.2f} "
                  f"frames={len(frames)} frame_p99_ms={results['drag_frame_p99_ms']:.2f}")
        else:
            print("RESULT figure=latency skipped=no-input-frames")

    # Peak memory of each scene, rendered headless with its demo drag.
    peaks = {}
    for scene in ["navigation", "sheet", "zoom", "interruptible", "percent-driven"]:
        r = subprocess.run(["/usr/bin/time", "-f", "%M", app, "--headless", "--scene", scene, "--frames", "90",
                            "--output", os.path.join(tmp, scene)], capture_output=True, text=True)
        try:
            peaks[scene] = int(r.stderr.strip().splitlines()[-1]) / 1024
        except (ValueError, IndexError):
            peaks[scene] = None
    results["peak_rss_mb"] = peaks
    shown = " ".join(f"{k}={v:.1f}" if v else f"{k}=n/a" for k, v in peaks.items())
    print(f"RESULT figure=memory peak_rss_mb {shown}")
    if out:
        with open(out, "w") as f:
            json.dump(results, f, indent=2, sort_keys=True)

main()
