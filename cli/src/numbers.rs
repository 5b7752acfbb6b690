//! Checked parsers for the numbers and texts given on the command line: a value out of
//! range is a clear error (exit code 2), never a panic deeper down nor a silent clamp.

use fireside_core::engine::{check_search_seconds, check_time_scale, MAX_DEPTH};
use fireside_core::games::MAX_TOURNAMENT_GAMES;
use fireside_core::games::{MAX_BENCH_PLIES, MAX_BENCH_POSITIONS, MAX_SETUP_BYTES, MAX_THREADS};

/// The longest `--moves` list.
pub const MAX_MOVES_BYTES: usize = 64 << 10;
/// The deepest perft: beyond this no game finishes counting in a lifetime.
pub const MAX_PERFT_DEPTH: u32 = 30;

fn float(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .map_err(|_| format!("`{text}` is not a number"))
}

fn whole<T: std::str::FromStr + PartialOrd + std::fmt::Display + Copy>(
    text: &str,
    min: T,
    max: T,
) -> Result<T, String> {
    match text.trim().parse::<T>() {
        Ok(n) if n >= min && n <= max => Ok(n),
        _ => Err(format!(
            "expected a whole number from {min} to {max}, not `{text}`"
        )),
    }
}

/// A `--lang` that is one of the four languages (a tag such as `th-TH` too); another is
/// an error naming them, never silently English.
pub fn language(text: &str) -> Result<String, String> {
    use fireside_core::i18n::{Arg, Lang, Translator};
    match Lang::parse(text) {
        Some(_) => Ok(text.to_owned()),
        None => {
            let available: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
            Err(Translator::new(Lang::En).tr(
                "cli-unknown-language",
                &[
                    ("lang", Arg::from(text)),
                    ("available", Arg::from(available.join(", "))),
                ],
            ))
        }
    }
}

pub fn time_scale(text: &str) -> Result<f64, String> {
    check_time_scale(float(text)?).map_err(|e| e.to_string())
}

/// The `--time-scale` of `play` and `script`: any finite number above zero.
pub fn check_positive_time_scale(scale: f64) -> Result<(), String> {
    if scale.is_finite() && scale > 0.0 {
        Ok(())
    } else {
        Err(format!(
            "--time-scale must be a positive number, not {scale}"
        ))
    }
}

/// Seconds to think, as given (checked: it becomes a `Duration`).
pub fn seconds(text: &str) -> Result<f64, String> {
    let s = float(text)?;
    check_search_seconds(s).map_err(|e| e.to_string())?;
    Ok(s)
}

pub fn search_depth(text: &str) -> Result<u32, String> {
    whole(text, 1, MAX_DEPTH)
}

pub fn perft_depth(text: &str) -> Result<u32, String> {
    whole(text, 1, MAX_PERFT_DEPTH)
}

pub fn positions(text: &str) -> Result<usize, String> {
    whole(text, 1, MAX_BENCH_POSITIONS)
}

pub fn plies(text: &str) -> Result<usize, String> {
    whole(text, 0, MAX_BENCH_PLIES)
}

/// `calibrate --every`: a sample every N-th ply, N ≥ 1 (0 would sample nothing and
/// loop without end).
pub fn every(text: &str) -> Result<usize, String> {
    whole(text, 1, MAX_BENCH_PLIES)
}

pub fn games(text: &str) -> Result<usize, String> {
    whole(text, 1, MAX_TOURNAMENT_GAMES)
}

pub fn threads(text: &str) -> Result<usize, String> {
    whole(text, 1, MAX_THREADS)
}

fn capped(text: &str, what: &str, max: usize) -> Result<String, String> {
    if text.len() > max {
        return Err(format!(
            "{what} is {} bytes long; the limit is {max}",
            text.len()
        ));
    }
    Ok(text.to_owned())
}

pub fn setup_text(text: &str) -> Result<String, String> {
    capped(text, "the setup text", MAX_SETUP_BYTES)
}

pub fn moves_text(text: &str) -> Result<String, String> {
    capped(text, "the move list", MAX_MOVES_BYTES)
}
