//! The platform loggers behind the core's `log` calls: logcat on Android, the unified
//! logging system on iOS. Elsewhere (the JVM and Linux tests) nothing is installed and
//! the records are dropped.

use std::sync::Once;

/// Installs the platform logger, once; later calls do nothing. The apps call it at start.
#[uniffi::export]
pub fn init_logging() {
    static ONCE: Once = Once::new();
    ONCE.call_once(install);
}

#[cfg(target_os = "android")]
fn install() {
    android_logger::init_once(
        android_logger::Config::default()
            .with_max_level(log::LevelFilter::Info)
            .with_tag("fireside"),
    );
}

#[cfg(target_os = "ios")]
fn install() {
    // Fails only when another logger is installed already: keep that one.
    let _ = oslog::OsLogger::new("app.fireside")
        .level_filter(log::LevelFilter::Info)
        .init();
}

#[cfg(not(any(target_os = "android", target_os = "ios")))]
fn install() {
    log::set_max_level(log::LevelFilter::Off);
}
