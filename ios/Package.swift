// swift-tools-version:5.9
// Fireside's Swift bindings: the uniffi-generated Swift (Sources/Fireside/Generated, made by
// scripts/generate-bindings, not committed), a small async wrapper, and the C module of the
// Rust library's functions (FiresideFFI).
//
// On Linux (the tests) and on a Mac without the XCFramework, FiresideFFI is a system library
// module: its module map links `libfireside`, found through `-Xlinker -L<dir>` on the
// `swift build`/`swift test` command line (see scripts/test-bindings). When
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

let package = Package(
    name: "Fireside",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "Fireside", targets: ["Fireside"]),
    ],
    targets: [
        ffi,
        .target(name: "Fireside", dependencies: ["FiresideFFI"], path: "Sources/Fireside"),
        .testTarget(name: "FiresideTests", dependencies: ["Fireside"], path: "Tests/FiresideTests"),
    ]
)
