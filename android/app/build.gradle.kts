import org.gradle.api.DefaultTask
import org.gradle.api.file.DirectoryProperty
import org.gradle.api.provider.ListProperty
import org.gradle.api.tasks.Input
import org.gradle.api.tasks.InputDirectory
import org.gradle.api.tasks.InputFile
import org.gradle.api.tasks.Internal
import org.gradle.api.tasks.OutputDirectory
import org.gradle.api.tasks.PathSensitive
import org.gradle.api.tasks.PathSensitivity
import org.gradle.api.tasks.TaskAction
import org.gradle.process.ExecOperations
import javax.inject.Inject

plugins {
    // Kotlin is compiled by AGP 9 itself (built-in Kotlin).
    alias(libs.plugins.android.application)
}

// The repository root: the Cargo workspace with core/ and bindings/.
val rustRoot: File = rootDir.parentFile

/**
 * Builds the bindings library (crate `fireside-bindings`, library `fireside`) for the
 * Android ABIs with cargo-ndk, into a jniLibs-shaped directory the variant packages.
 * Needs: rustup targets for the ABIs and `cargo install cargo-ndk`; the NDK is the pinned
 * `android.ndkVersion` (the SDK manager installs it), handed to cargo-ndk as
 * ANDROID_NDK_HOME. Links with 16 KB pages (required on Android 15+ devices with 16 KB
 * pages, harmless on 4 KB ones), as scripts/build-android-libs does.
 */
abstract class CargoNdkTask @Inject constructor(private val exec: ExecOperations) : DefaultTask() {
    @get:InputDirectory
    @get:PathSensitive(PathSensitivity.RELATIVE)
    abstract val coreSources: DirectoryProperty

    @get:InputDirectory
    @get:PathSensitive(PathSensitivity.RELATIVE)
    abstract val bindingsSources: DirectoryProperty

    @get:Internal
    abstract val workspace: DirectoryProperty

    @get:Input
    abstract val abis: ListProperty<String>

    @get:Input
    var release: Boolean = true

    @get:Internal
    abstract val ndkDirectory: DirectoryProperty

    @get:OutputDirectory
    abstract val outputDir: DirectoryProperty

    @TaskAction
    fun build() {
        val args = mutableListOf("ndk", "--platform", "26")
        for (abi in abis.get()) args += listOf("-t", abi)
        args += listOf("-o", outputDir.get().asFile.absolutePath, "build", "-p", "fireside-bindings", "--lib")
        if (release) args += "--release"
        exec.exec {
            workingDir = workspace.get().asFile
            environment("ANDROID_NDK_HOME", ndkDirectory.get().asFile.absolutePath)
            val rustflags = listOfNotNull(System.getenv("RUSTFLAGS"), "-C link-arg=-Wl,-z,max-page-size=16384")
            environment("RUSTFLAGS", rustflags.joinToString(" "))
            commandLine(listOf("cargo") + args)
        }
    }
}

/**
 * Generates the Kotlin bindings from the built library (uniffi's library mode reads the
 * exported interface out of the .so), the same way scripts/generate-bindings does for
 * the host build.
 */
abstract class UniffiBindgenTask @Inject constructor(private val exec: ExecOperations) : DefaultTask() {
    @get:InputFile
    @get:PathSensitive(PathSensitivity.NONE)
    abstract val library: org.gradle.api.file.RegularFileProperty

    @get:Internal
    abstract val workspace: DirectoryProperty

    @get:OutputDirectory
    abstract val outputDir: DirectoryProperty

    @TaskAction
    fun generate() {
        val out = outputDir.get().asFile
        out.deleteRecursively()
        out.mkdirs()
        exec.exec {
            workingDir = workspace.get().asFile
            commandLine(
                "cargo", "run", "-p", "uniffi-bindgen", "--",
                "generate", "--library", library.get().asFile.absolutePath,
                "--language", "kotlin", "--out-dir", out.absolutePath, "--no-format",
            )
        }
    }
}

val androidAbis = listOf("arm64-v8a", "armeabi-v7a", "x86_64")

val cargoNdk = tasks.register<CargoNdkTask>("cargoNdkBuild") {
    workspace.set(rustRoot)
    coreSources.set(File(rustRoot, "core/src"))
    bindingsSources.set(File(rustRoot, "bindings/src"))
    abis.set(androidAbis)
    ndkDirectory.set(androidComponents.sdkComponents.ndkDirectory)
    // The one folder of native libraries; scripts/build-android-libs writes here too.
    outputDir.set(layout.buildDirectory.dir("rust/jniLibs"))
}

val uniffiBindgen = tasks.register<UniffiBindgenTask>("generateUniffiBindings") {
    workspace.set(rustRoot)
    library.set(cargoNdk.flatMap { it.outputDir.file("arm64-v8a/libfireside.so") })
    outputDir.set(layout.buildDirectory.dir("generated/uniffi/kotlin"))
}

// The JVM tests load the library built for this computer through JNA.
val cargoHostBuild = tasks.register<Exec>("cargoHostBuild") {
    workingDir = rustRoot
    commandLine("cargo", "build", "-p", "fireside-bindings")
}
tasks.withType<Test>().configureEach { dependsOn(cargoHostBuild) }

android {
    namespace = "app.fireside"
    compileSdk = 36
    // Pinned: the same NDK on every machine (cargoNdkBuild links with it).
    ndkVersion = libs.versions.ndk.get()

    defaultConfig {
        applicationId = "app.fireside"
        minSdk = 26
        targetSdk = 36
        versionCode = 1
        versionName = "0.1.0"
        ndk {
            abiFilters += androidAbis
        }
    }

    buildTypes {
        release {
            // JNA and the bindings are reached by reflection; see proguard-rules.pro before
            // turning this on.
            isMinifyEnabled = false
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    packaging {
        // The JNA aar brings its own libjnidispatch.so per ABI.
        jniLibs.useLegacyPackaging = false
    }

    testOptions {
        // The JVM tests run against the host-built library (`cargo build -p fireside-bindings`);
        // the Robolectric ones on the merged resources and manifest, as in the Maven build.
        unitTests.isIncludeAndroidResources = true
        unitTests.all {
            it.useJUnitPlatform()
            it.systemProperty("jna.library.path", File(rustRoot, "target/debug").absolutePath)
            it.systemProperty("fireside.screenshots", layout.buildDirectory.dir("screenshots").get().asFile.absolutePath)
        }
    }
}

kotlin {
    jvmToolchain(17)
}

// The generated bindings and the native libraries belong to every variant.
androidComponents {
    onVariants { variant ->
        variant.sources.java?.addGeneratedSourceDirectory(uniffiBindgen, UniffiBindgenTask::outputDir)
        variant.sources.jniLibs?.addGeneratedSourceDirectory(cargoNdk, CargoNdkTask::outputDir)
    }
}

dependencies {
    // JNA as an aar: the Java classes plus libjnidispatch.so for every ABI.
    implementation(libs.jna) { artifact { type = "aar" } }
    implementation(libs.kotlinx.coroutines.core)

    // Host tests: the plain JNA jar (with the host's libjnidispatch), JUnit 5 with the
    // vintage engine for Robolectric's JUnit 4 runner, and a real org.json.
    testImplementation(libs.jna)
    testImplementation(libs.junit.jupiter)
    testImplementation(libs.junit4)
    testImplementation(libs.robolectric)
    testRuntimeOnly(libs.junit.vintage.engine)
    testRuntimeOnly(libs.junit.platform.launcher)
    testImplementation(libs.json)
}
