// swift-tools-version:5.9
// Fireside's Swift bindings: the uniffi-generated Swift (Sources/Fireside/Generated, made by
// scripts/generate-bindings, not committed), a small async wrapper, and the C module of the
// Rust library's functions (FiresideFFI). On top of them, the iOS shell over the app core
// (FiresideShell: plain Swift, built and tested on Linux) and its SwiftUI views
// (FiresideUI: empty where there is no SwiftUI). See README.md in this folder.
//
// On Linux (the tests) and on a Mac without the XCFramework, FiresideFFI is a system library
// module: its module map links `libfireside`, found through `-Xlinker -L<dir>` on the
// `swift build`/`swift test` command line (see scripts/swift-test). When
// scripts/build-ios.sh has made Frameworks/Fireside.xcframework, FiresideFFI is that binary
// target instead, for the iOS app.
import Foundation
import PackageDescription

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let xcframework = "Frameworks/Fireside.xcframework"
let haveXCFramework = FileManager.default.fileExists(
    atPath: here.appendingPathComponent(xcframework).path)

let ffi: Target = haveXCFramework
    ? .binaryTarget(name: "FiresideFFI", path: xcframework)
    : .systemLibrary(name: "FiresideFFI", path: "Sources/FiresideFFI")

// Complete concurrency checking for the app's own code (the shell is @MainActor).
let strict: [SwiftSetting] = [.enableExperimentalFeature("StrictConcurrency")]

let package = Package(
    name: "Fireside",
    // iOS 16, macOS 13: NavigationStack.
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "Fireside", targets: ["Fireside"]),
        .library(name: "FiresideShell", targets: ["FiresideShell"]),
        .library(name: "FiresideUI", targets: ["FiresideUI"]),
    ],
    targets: [
        ffi,
        .target(name: "Fireside", dependencies: ["FiresideFFI"], path: "Sources/Fireside"),
        .target(
            name: "FiresideShell", dependencies: ["Fireside"],
            path: "Sources/FiresideShell", swiftSettings: strict),
        .target(
            name: "FiresideUI", dependencies: ["FiresideShell", "Fireside"],
            path: "Sources/FiresideUI", swiftSettings: strict),
        .testTarget(name: "FiresideTests", dependencies: ["Fireside"], path: "Tests/FiresideTests"),
        .testTarget(
            name: "FiresideShellTests", dependencies: ["FiresideShell", "Fireside"],
            path: "Tests/FiresideShellTests", swiftSettings: strict),
    ]
)
