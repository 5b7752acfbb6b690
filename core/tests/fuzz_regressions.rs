//! Replays every seed of the fuzz corpora (`core/fuzz/corpus/<target>/`) and every input a
//! fuzz run once crashed on (`core/fuzz/regressions/<target>/`) through the same checks the
//! fuzz targets run (`fireside_core::fuzzing`). See `core/fuzz/README.md`.

use std::fs;
use std::panic;
use std::path::{Path, PathBuf};

use fireside_core::fuzzing::TARGETS;

fn inputs(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    files
}

fn replay(kind: &str, min_inputs: usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz")
        .join(kind);
    let mut failures = Vec::new();
    for (target, check) in TARGETS {
        let files = inputs(&root.join(target));
        assert!(
            files.len() >= min_inputs,
            "{kind}/{target} has {} inputs, expected at least {min_inputs}",
            files.len()
        );
        for file in files {
            let data = fs::read(&file).expect("an input file");
            if panic::catch_unwind(|| check(&data)).is_err() {
                failures.push(file.display().to_string());
            }
        }
    }
    assert!(failures.is_empty(), "failing inputs: {failures:#?}");
}

#[test]
fn every_seed_of_the_corpora_passes() {
    replay("corpus", 3);
}

#[test]
fn every_input_that_once_crashed_passes() {
    replay("regressions", 0);
}
