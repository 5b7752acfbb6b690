//! Writing to standard output without panicking: `println!` panics when the reader has
//! gone (`| head -1`) or the disk is full (`> /dev/full`). Commands write through
//! [`outln!`] and return the error, which `main` turns into a quiet end (closed pipe) or
//! a message.

use std::io;

/// Why a command stopped.
pub enum Failure {
    /// Bad input: told, exit code 2.
    Invalid(String),
    /// Standard output refused a write.
    Output(io::Error),
}

impl From<String> for Failure {
    fn from(e: String) -> Self {
        Failure::Invalid(e)
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Output(e)
    }
}

/// `println!` that returns the error to the enclosing function (`?`).
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout(), $($arg)*)?;
    }};
}

/// `print!` that returns the error to the enclosing function (`?`).
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        write!(std::io::stdout(), $($arg)*)?;
    }};
}

pub(crate) use {out, outln};

/// Set when standard output refused a write (a closed pipe, a full disk): the terminal
/// game then ends through its usual quit, with everything played saved.
static CLOSED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Writes to standard output without ever panicking (`print!` panics on a closed pipe).
pub fn say(args: std::fmt::Arguments, newline: bool) {
    use std::io::Write as _;
    use std::sync::atomic::Ordering;
    if CLOSED.load(Ordering::Relaxed) {
        return;
    }
    let text = crate::wrap::wrap(&args.to_string(), crate::wrap::width());
    let mut out = io::stdout().lock();
    let written = out.write_all(text.as_bytes()).and_then(|()| {
        if newline {
            out.write_all(b"\n")
        } else {
            out.flush()
        }
    });
    if written.is_err() {
        CLOSED.store(true, Ordering::Relaxed);
    }
}

/// Whether standard output has refused a write.
pub fn closed() -> bool {
    CLOSED.load(std::sync::atomic::Ordering::Relaxed)
}
