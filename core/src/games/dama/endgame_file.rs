//! The endgame tables kept on disk, so a device pays their build (seconds of CPU) once,
//! not at every cold start: the first process to need them builds them and writes them to
//! the cache folder the app names; later processes read 7.4 MB instead.
//!
//! A file is used only when its header (name, format, length) and its checksum match and
//! its slice offsets equal the ones this build computes; anything else — a damaged, older
//! or foreign file — is ignored and written anew. The file is written to a temporary name
//! and renamed, so a process killed mid-write never leaves a half file under the real name.
//! The file knows the tables only as slice offsets and values (`super::endgame` gives the
//! layout it expects), so the tables depend on the file and not the other way round.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The file's name in the cache folder (4: the most pieces in the tables).
pub const FILE_NAME: &str = "dama-endgame-4.bin";
const MAGIC: &[u8; 8] = b"FSDAMAEG";
/// Bumped whenever the tables' contents or layout change (rules, metric, indexing).
const FORMAT: u32 = 1;
const HEADER: usize = 8 + 4 + 8 + 8;
/// Larger than the tables with room to spare; a bigger file is not read at all.
const MAX_FILE: u64 = 16 << 20;

static CACHE_DIR: OnceLock<PathBuf> = OnceLock::new();

/// Where the tables are kept from now on in this process (the first folder named wins:
/// one process serves one store).
pub fn keep_in(dir: &Path) {
    let _ = CACHE_DIR.set(dir.to_owned());
}

/// The file of the tables, when the app named a cache folder.
pub fn path() -> Option<PathBuf> {
    CACHE_DIR.get().map(|d| d.join(FILE_NAME))
}

/// The values from the cache file when it is whole and laid out as `offsets` with `total`
/// values, else built and (when there is a cache folder) written for the next process.
pub fn load_or_build(offsets: &[u32], total: usize, build: impl FnOnce() -> Vec<u8>) -> Vec<u8> {
    let Some(file) = path() else {
        return build();
    };
    if let Some(data) = read(&file, offsets, total) {
        return data;
    }
    let data = build();
    if let Err(e) = write(&file, offsets, &data) {
        // A read-only or full disk costs only the next process's time.
        log::warn!("endgame tables not kept at {}: {e}", file.display());
    }
    data
}

/// FNV-1a over the offsets and the values: no crate needed for a check against damage
/// (not against tampering: the file is the app's own cache).
fn checksum(offsets: &[u32], data: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let bytes = offsets.iter().flat_map(|o| o.to_le_bytes());
    for b in bytes.chain(data.iter().copied()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The values in `file`, or `None` when it is missing, damaged or not laid out as
/// `expected` with `total` values (another build's tables).
pub fn read(file: &Path, expected: &[u32], total: usize) -> Option<Vec<u8>> {
    let meta = std::fs::metadata(file).ok()?;
    if !meta.is_file() || meta.len() > MAX_FILE {
        return None;
    }
    let bytes = std::fs::read(file).ok()?;
    let (head, body) = bytes.split_at_checked(HEADER)?;
    let field = |at: usize, len: usize| head.get(at..at + len);
    if field(0, 8)? != MAGIC
        || u32::from_le_bytes(field(8, 4)?.try_into().ok()?) != FORMAT
        || u64::from_le_bytes(field(12, 8)?.try_into().ok()?) != body.len() as u64
    {
        return None;
    }
    let sum = u64::from_le_bytes(field(20, 8)?.try_into().ok()?);
    let (offsets, data) = body.split_at_checked(expected.len() * 4)?;
    let offsets: Vec<u32> = offsets
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    if offsets != expected || data.len() != total || checksum(&offsets, data) != sum {
        return None;
    }
    Some(data.to_vec())
}

/// Writes the tables' offsets and values to `file` under a temporary name, then renames it
/// into place.
pub fn write(file: &Path, offsets: &[u32], data: &[u8]) -> std::io::Result<()> {
    let dir = file.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    let mut out = std::io::BufWriter::new(tmp.as_file_mut());
    out.write_all(MAGIC)?;
    out.write_all(&FORMAT.to_le_bytes())?;
    out.write_all(&((offsets.len() * 4 + data.len()) as u64).to_le_bytes())?;
    out.write_all(&checksum(offsets, data).to_le_bytes())?;
    for o in offsets {
        out.write_all(&o.to_le_bytes())?;
    }
    out.write_all(data)?;
    out.flush()?;
    drop(out);
    tmp.as_file().sync_all()?;
    tmp.persist(file).map_err(|e| e.error)?;
    Ok(())
}
