#!/usr/bin/env bash
# macOS with Xcode only (not run by scripts/test): builds the static library for iOS devices
# and simulators, joins the simulator architectures with lipo, and packs both into
# ios/Frameworks/Fireside.xcframework with the C header and module map. ios/Package.swift
# uses that XCFramework as its FiresideFFI binary target whenever it exists.
# Usage: scripts/build-ios.sh [--debug]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
[ "$(uname -s)" = Darwin ] || { echo "build-ios.sh needs macOS with Xcode" >&2; exit 1; }

profile=release
flags=(--release)
if [ "${1:-}" = "--debug" ]; then profile=debug; flags=(); fi
export IPHONEOS_DEPLOYMENT_TARGET="${IPHONEOS_DEPLOYMENT_TARGET:-15.0}"

device=aarch64-apple-ios
simulators=(aarch64-apple-ios-sim x86_64-apple-ios)
rustup target add "$device" "${simulators[@]}"
for target in "$device" "${simulators[@]}"; do
  cargo build -p fireside-bindings --lib --target "$target" "${flags[@]}"
done

# One simulator library with both architectures (Apple silicon and Intel Macs).
sim_dir="target/ios-simulator-universal/$profile"
mkdir -p "$sim_dir"
lipo -create \
  "target/aarch64-apple-ios-sim/$profile/libfireside.a" \
  "target/x86_64-apple-ios/$profile/libfireside.a" \
  -output "$sim_dir/libfireside.a"

# The Swift sources and the header, from a host (macOS) build of the same code.
if [ "$profile" = release ]; then scripts/generate-bindings --release; else scripts/generate-bindings; fi

# The XCFramework's headers: uniffi's headers and their module map (no `link` line: the
# static library is linked by the XCFramework itself).
headers="target/ios-headers"
rm -rf "$headers"
mkdir -p "$headers"
cp ios/Sources/FiresideFFI/FiresideFFI.h ios/Sources/FiresideFFI/FiresideCoreFFI.h "$headers/"
cp ios/.build/uniffi-modulemap/module.modulemap "$headers/module.modulemap"

rm -rf ios/Frameworks/Fireside.xcframework
mkdir -p ios/Frameworks
xcodebuild -create-xcframework \
  -library "target/$device/$profile/libfireside.a" -headers "$headers" \
  -library "$sim_dir/libfireside.a" -headers "$headers" \
  -output ios/Frameworks/Fireside.xcframework
echo "made ios/Frameworks/Fireside.xcframework"
