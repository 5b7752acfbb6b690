// AGP 9 compiles Kotlin itself (built-in Kotlin: no org.jetbrains.kotlin.android plugin);
// this pins the Kotlin Gradle plugin it uses to the version in libs.versions.toml.
buildscript {
    dependencies {
        classpath(libs.kotlin.gradle.plugin)
    }
}

plugins {
    alias(libs.plugins.android.application) apply false
}
