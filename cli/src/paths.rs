//! Where the terminal front end keeps its store when `--store` is not given.

use std::ffi::OsString;
use std::path::PathBuf;

/// `$XDG_DATA_HOME/fireside`, else `$HOME/.local/share/fireside`. As the XDG base
/// directory spec says, an empty or relative value is ignored, so the store never lands in
/// whatever folder the command was started from.
pub fn default_store_dir() -> Result<PathBuf, String> {
    store_dir_from(std::env::var_os("XDG_DATA_HOME"), std::env::var_os("HOME"))
}

fn absolute(value: Option<OsString>) -> Option<PathBuf> {
    value.map(PathBuf::from).filter(|p| p.is_absolute())
}

fn store_dir_from(xdg: Option<OsString>, home: Option<OsString>) -> Result<PathBuf, String> {
    if let Some(d) = absolute(xdg) {
        return Ok(d.join("fireside"));
    }
    match absolute(home) {
        Some(h) => Ok(h.join(".local/share/fireside")),
        None => Err(
            "no folder for saved games: HOME and XDG_DATA_HOME are unset, empty or relative; \
             give one with --store DIR (or --no-save)"
                .to_owned(),
        ),
    }
}

/// The text of a regular file of at most `max` bytes: anything else (a FIFO, a device
/// such as `/dev/zero`, a folder) is refused before it is read, and the read stops at the
/// bound whatever the file claims its length is.
pub fn read_regular(path: &std::path::Path, max: usize) -> Result<String, String> {
    use std::io::Read;
    let cannot = |e: std::io::Error| format!("cannot read {}: {e}", path.display());
    let meta = std::fs::metadata(path).map_err(cannot)?;
    if !meta.is_file() {
        return Err(format!(
            "{} is not a regular file: give the path of a record file",
            path.display()
        ));
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // Never blocks on a FIFO swapped in after the check.
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path).map_err(cannot)?;
    if !file.metadata().map_err(cannot)?.is_file() {
        return Err(format!("{} is not a regular file", path.display()));
    }
    let mut bytes = Vec::new();
    file.take(max as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() > max {
        return Err(format!(
            "{} is longer than the {max} bytes a record may have",
            path.display()
        ));
    }
    String::from_utf8(bytes).map_err(|e| format!("{} is not UTF-8 text: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_or_relative_values_are_ignored() {
        let s = |v: &str| Some(OsString::from(v));
        assert_eq!(
            store_dir_from(s(""), s("/home/a")).unwrap(),
            PathBuf::from("/home/a/.local/share/fireside")
        );
        assert_eq!(
            store_dir_from(s("data"), s("/home/a")).unwrap(),
            PathBuf::from("/home/a/.local/share/fireside")
        );
        assert_eq!(
            store_dir_from(s("/xdg"), None).unwrap(),
            PathBuf::from("/xdg/fireside")
        );
        assert!(store_dir_from(s(""), None).is_err());
        assert!(store_dir_from(None, s("")).is_err());
        assert!(store_dir_from(None, s("rel")).is_err());
    }
}
