// The iOS app: opens the app core on its store in Application Support and shows the root
// view over the shell.
import Fireside
import FiresideShell
import FiresideUI
import Foundation
import SwiftUI
import UIKit

@main
struct FiresideApp: App {
    @StateObject private var holder = ShellHolder()

    var body: some Scene {
        WindowGroup {
            if let shell = holder.shell {
                RootView(shell: shell)
            } else {
                SwiftUI.Text(holder.failure ?? "")
                    .padding()
            }
        }
    }
}

/// Makes the shell once, at launch.
@MainActor
final class ShellHolder: ObservableObject {
    let shell: AppShell?
    let failure: String?
    private let feedback = SystemFeedback()

    init() {
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        let dir = support.appendingPathComponent("Fireside", isDirectory: true)
        let config = AppConfig(
            storeDir: dir.path,
            deviceLanguage: Locale.preferredLanguages.first ?? Locale.current.identifier,
            language: nil, timeScale: 1.0, seed: nil)
        do {
            shell = try AppShell(config: config, sink: feedback)
            failure = nil
        } catch {
            // The store's directory cannot be used at all (a full or broken disk).
            shell = nil
            failure = "\(error)"
        }
    }
}
