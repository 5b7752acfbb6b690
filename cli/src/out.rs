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
