//! Lines of standard input read within a bound: a line longer than [`MAX_LINE_BYTES`]
//! keeps its first bytes and the rest is skipped (a 50 MB line once took `play` to
//! 887 MB), and bytes that are not UTF-8 spoil only their own line (read lossily, the
//! line is then refused like any move the game does not know) instead of ending the game.

use std::io::{self, BufRead};

/// The most of a line kept: far more than any move or command.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// The next line, trimmed; `None` at the end of the input.
pub fn read_line(input: &mut impl BufRead) -> io::Result<Option<String>> {
    let mut buf = Vec::new();
    let n = io::Read::take(&mut *input, MAX_LINE_BYTES as u64).read_until(b'\n', &mut buf)?;
    if n == 0 {
        return Ok(None);
    }
    if buf.last() != Some(&b'\n') {
        skip_rest(input)?;
    }
    Ok(Some(String::from_utf8_lossy(&buf).trim().to_owned()))
}

/// Skips to the end of the line without keeping it.
fn skip_rest(input: &mut impl BufRead) -> io::Result<()> {
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(());
        }
        match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => {
                input.consume(i + 1);
                return Ok(());
            }
            None => {
                let len = chunk.len();
                input.consume(len);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_is_cut_and_the_next_line_read_whole() {
        let mut text = vec![b'x'; MAX_LINE_BYTES * 3];
        text.extend_from_slice(b"\nquit\n");
        let mut input = io::Cursor::new(text);
        let first = read_line(&mut input).unwrap().unwrap();
        assert_eq!(first.len(), MAX_LINE_BYTES);
        assert_eq!(read_line(&mut input).unwrap().as_deref(), Some("quit"));
        assert_eq!(read_line(&mut input).unwrap(), None);
    }

    #[test]
    fn a_line_that_is_not_utf8_is_read_lossily() {
        let mut input = io::Cursor::new(b"a\xff3\nhint\n".to_vec());
        assert_eq!(
            read_line(&mut input).unwrap().as_deref(),
            Some("a\u{fffd}3")
        );
        assert_eq!(read_line(&mut input).unwrap().as_deref(), Some("hint"));
    }
}
