// The iOS app: opens the store in Application Support and shows the root view.
import FiresideUI
import FiresideViewModels
import Foundation
import SwiftUI
import UIKit

@main
struct FiresideApp: App {
    @StateObject private var holder = AppHolder()

    var body: some Scene {
        WindowGroup {
            if let app = holder.app {
                RootView(app: app)
            } else {
                Text(holder.failure ?? "")
                    .padding()
            }
        }
    }
}

/// Makes the app model once, at launch.
@MainActor
final class AppHolder: ObservableObject {
    let app: AppModel?
    let failure: String?
    private let feedback = SystemFeedback()

    init() {
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        let dir = support.appendingPathComponent("Fireside", isDirectory: true)
        let environment = AppEnvironment(
            deviceLanguage: Locale.preferredLanguages.first ?? Locale.current.identifier,
            isPad: UIDevice.current.userInterfaceIdiom == .pad)
        do {
            app = try AppModel(storeDirectory: dir.path, environment: environment, feedback: feedback)
            failure = nil
        } catch {
            // The store's directory cannot be used at all (a full or broken disk).
            app = nil
            failure = "\(error)"
        }
    }
}
