"""Runs `consentsim run` in a pseudo-terminal whose window claims a hostile size, for HostileInputTests.

usage: window-size.py BINARY ROWS COLUMNS
Prints two lines: `start STATUS` (a first frame drawn in a window of that size from the start) and
`resize STATUS` (a session started at 24x80, resized to that size, resized back and quit with q).
A signal shows as 128 + its number, as a shell shows it.
"""
import fcntl, os, pty, select, signal, struct, subprocess, sys, termios, time

binary, rows, columns = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
environment = {"TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent"}


def set_size(fd, height, width):
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))


def read_until(master, process, text, limit=60.0):
    """Reads the terminal until `text` appears or the process ends (a bound only against a hang)."""
    seen, end = b"", time.monotonic() + limit
    while time.monotonic() < end and text not in seen:
        ready, _, _ = select.select([master], [], [], 0.1)
        if ready:
            try:
                seen += os.read(master, 1 << 20)
            except OSError:
                break
        elif process.poll() is not None:
            break
    return seen


def status(master, process, limit=60.0):
    """The exit status, reading the terminal meanwhile so the program never blocks on a full pty."""
    end = time.monotonic() + limit
    while process.poll() is None and time.monotonic() < end:
        read_until(master, process, b"\0never", limit=0.2)
    if process.poll() is None:
        process.kill()
        return "hang"
    code = process.returncode
    return str(128 - code if code < 0 else code)


def start(height, width, arguments):
    master, slave = pty.openpty()
    set_size(slave, height, width)
    process = subprocess.Popen([binary, "run", "--store", "memory", "--order", "no-att"] + arguments, stdin=slave, stdout=slave,
                               stderr=subprocess.DEVNULL, env=environment, start_new_session=True)
    os.close(slave)
    return master, process


master, process = start(rows, columns, ["--exit-after-first-frame"])
print("start", status(master, process))
os.close(master)

master, process = start(24, 80, [])
read_until(master, process, b"Consent")
set_size(master, rows, columns)
process.send_signal(signal.SIGWINCH)
read_until(master, process, b"Consent")
set_size(master, 24, 80)
process.send_signal(signal.SIGWINCH)
read_until(master, process, b"Consent")
os.write(master, b"q")
print("resize", status(master, process))
os.close(master)
