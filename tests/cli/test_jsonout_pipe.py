"""``emit_streamed`` asks for a larger pipe buffer when stdout is a pipe (a 40 MB plan otherwise fills the 64 KiB
default hundreds of times, waiting each time for the reader), and leaves files alone."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

from foldwise.kernel.jsonout import PIPE_BUFFER, widen_pipe


def test_a_pipe_gets_the_larger_buffer_and_a_file_is_left_alone(tmp_path: Path) -> None:
    read_fd, write_fd = os.pipe()
    with os.fdopen(write_fd, "wb") as out, os.fdopen(read_fd, "rb"):
        assert fcntl.fcntl(write_fd, fcntl.F_GETPIPE_SZ) < PIPE_BUFFER
        widen_pipe(out)
        max_size = int(Path("/proc/sys/fs/pipe-max-size").read_text())
        assert fcntl.fcntl(write_fd, fcntl.F_GETPIPE_SZ) == min(PIPE_BUFFER, max_size)
    with open(tmp_path / "plan.json", "wb") as out:
        widen_pipe(out)  # not a pipe: nothing happens, nothing raises
        out.write(b"{}")
    assert (tmp_path / "plan.json").read_bytes() == b"{}"
