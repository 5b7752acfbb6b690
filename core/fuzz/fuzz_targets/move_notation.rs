#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| fireside_core::fuzzing::move_notation(data));
