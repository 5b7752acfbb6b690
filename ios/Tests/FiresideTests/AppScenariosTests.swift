import Foundation
import XCTest
@testable import Fireside

/// Replays the app scenarios of tests/vectors/app through `Core`, as the Rust tests do
/// (format in tests/vectors/README.md): every event crosses the bindings into the core,
/// every effect and view crosses back and is checked as JSON.
final class AppScenariosTests: XCTestCase {
    final class Run {
        let core: Core
        let auto: Bool
        var effects: [Effect] = []

        init(_ config: AppConfig, auto: Bool) throws {
            core = try Core(config: config)
            self.auto = auto
        }

        /// Keeps the effects of an input and, with auto searches, runs each search asked for.
        func settle(_ first: [Effect]) throws {
            var fx = first
            while true {
                effects = fx
                guard auto else { return }
                let job = fx.lazy.compactMap { effect -> UInt64? in
                    if case .startSearch(let job) = effect { return job } else { return nil }
                }.first
                let review = fx.lazy.compactMap { effect -> UInt64? in
                    if case .startReview(let job) = effect { return job } else { return nil }
                }.first
                if let job {
                    fx = try core.dispatch(event: try core.runSearch(job: job))
                } else if let review {
                    fx = try core.dispatch(event: try core.runReview(job: review))
                } else {
                    return
                }
            }
        }
    }

    /// The scenario's config line over `AppConfig::default()`; without one, the Rust tests'.
    func config(_ j: [String: Any]?) -> AppConfig {
        guard let j else {
            return AppConfig(storeDir: nil, deviceLanguage: "en", language: nil, timeScale: 0.05, seed: 1)
        }
        return AppConfig(
            storeDir: j["store_dir"] as? String,
            deviceLanguage: j["device_language"] as? String ?? "en",
            language: j["language"] as? String,
            timeScale: (j["time_scale"] as? NSNumber)?.doubleValue ?? 1.0,
            seed: (j["seed"] as? NSNumber)?.uint64Value)
    }

    /// nil when `actual` holds everything `expected` says, else why not.
    func mismatch(_ expected: Any, _ actual: Any?, _ path: String) -> String? {
        switch expected {
        case let e as [String: Any]:
            guard let a = actual as? [String: Any] else { return "\(path): expected an object, found \(String(describing: actual))" }
            for (k, ev) in e {
                // A field the view does not have is a mismatch, not a null.
                guard let av = a[k] else { return "\(path).\(k): no such field" }
                if let why = mismatch(ev, av, "\(path).\(k)") { return why }
            }
            return nil
        case let e as [Any]:
            guard let a = actual as? [Any], a.count == e.count else {
                return "\(path): expected \(e), found \(String(describing: actual))"
            }
            for (i, ev) in e.enumerated() {
                if let why = mismatch(ev, a[i], "\(path)[\(i)]") { return why }
            }
            return nil
        case is NSNull:
            return actual == nil || actual is NSNull ? nil : "\(path): expected null, found \(actual!)"
        case let e as String:
            return (actual as? String) == e ? nil : "\(path): expected \(e), found \(String(describing: actual))"
        case let e as NSNumber:
            return (actual as? NSNumber) == e ? nil : "\(path): expected \(e), found \(String(describing: actual))"
        default:
            return "\(path): cannot compare \(expected)"
        }
    }

    func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    func check(_ run: Run, _ expect: [String: Any], _ place: String) throws {
        let effects = try json(effectsToJson(effects: run.effects)) as? [Any] ?? []
        if let want = expect["view"] {
            let view = try json(viewToJson(view: try run.core.view()))
            if let why = mismatch(want, view, "view") { XCTFail("\(place): \(why)") }
        }
        for w in expect["effects"] as? [Any] ?? [] {
            XCTAssertTrue(effects.contains { mismatch(w, $0, "") == nil }, "\(place): effect \(w) not among \(effects)")
        }
        if let want = expect["effects_exactly"], let why = mismatch(want, effects, "effects") {
            XCTFail("\(place): \(why)")
        }
    }

    func replay(_ file: URL) throws {
        var run: Run?
        func started(_ c: [String: Any]? = nil, auto: Bool = true) throws -> Run {
            if let run { return run }
            let made = try Run(config(c), auto: auto)
            run = made
            return made
        }
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        for (index, raw) in lines.enumerated() {
            let place = "\(file.lastPathComponent):\(index + 1)"
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { continue }
            let line = try XCTUnwrap(try json(text) as? [String: Any], place)
            if let c = line["config"] as? [String: Any] {
                _ = try started(c, auto: (line["searches"] as? String ?? "auto") == "auto")
            } else if let expect = line["expect"] as? [String: Any] {
                try check(try XCTUnwrap(run, "\(place): nothing happened yet"), expect, place)
            } else if let command = line["command"] as? String {
                let r = try started()
                switch command {
                case "flush": r.core.flush()
                case "start-match":
                    let setup = try JSONSerialization.data(withJSONObject: try XCTUnwrap(line["setup"]))
                    let moves = line["moves"] as? [String] ?? []
                    try r.settle(try r.core.startMatch(setupJson: String(decoding: setup, as: UTF8.self), moves: moves))
                default: XCTFail("\(place): unknown command \(command)")
                }
            } else {
                let r = try started()
                try r.settle(try r.core.dispatch(event: try eventFromJson(json: text)))
            }
        }
    }

    func testTheSharedScenariosPass() throws {
        let dir = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("tests/vectors/app")
        let files = try FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "jsonl" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertGreaterThanOrEqual(files.count, 5, "the scenarios are there")
        for file in files { try replay(file) }
    }
}
