//! `uniffi-bindgen`, built from the same uniffi version as the bindings so the generated
//! Kotlin and Swift always match the library's scaffolding. `scripts/generate-bindings`
//! runs it in library mode.

fn main() {
    uniffi::uniffi_bindgen_main()
}
